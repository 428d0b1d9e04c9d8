import { describe, expect, it } from 'vitest';
import { isoWeekOf, latestDailyMoment, latestMondayMoment } from './business-schedule';

// Default business time zone: Asia/Kolkata (UTC+05:30).

describe('business schedule', () => {
  it('finds the latest 02:00 in the business time zone', () => {
    // 2026-11-27 01:00 IST is before today's 02:00: yesterday's.
    expect(latestDailyMoment(new Date('2026-11-26T19:30:00Z'), 2).toISOString()).toBe(
      '2026-11-25T20:30:00.000Z',
    );
    // 02:00 IST exactly is today's.
    expect(latestDailyMoment(new Date('2026-11-26T20:30:00Z'), 2).toISOString()).toBe(
      '2026-11-26T20:30:00.000Z',
    );
  });

  it('finds the latest Monday 09:00 and its ISO week', () => {
    // Friday 2026-11-27 → Monday 2026-11-23 09:00 IST.
    expect(latestMondayMoment(new Date('2026-11-27T06:00:00Z'), 9)).toEqual({
      day: '2026-11-23',
      at: new Date('2026-11-23T03:30:00Z'),
    });
    // Monday 2026-11-30 08:00 IST: still the week before.
    expect(latestMondayMoment(new Date('2026-11-30T02:30:00Z'), 9).day).toBe('2026-11-23');
    expect(latestMondayMoment(new Date('2026-11-30T03:30:00Z'), 9).day).toBe('2026-11-30');
  });

  it('names ISO weeks, across the turn of a year', () => {
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2021-01-04')).toBe('2021-W01');
  });
});
