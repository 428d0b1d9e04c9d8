import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  businessDayOf,
  businessDaysLeft,
  daysBetweenDates,
  DEFAULT_BUSINESS_TIME_ZONE,
} from './business-day';
import { startOfBusinessDay } from './business-day-start';

const KOLKATA = DEFAULT_BUSINESS_TIME_ZONE;

describe('businessDayOf', () => {
  it('turns the day at midnight in India, not at midnight UTC', () => {
    // 00:10 IST on 1 April is still 31 March in UTC.
    expect(businessDayOf(new Date('2026-03-31T18:40:00Z'), KOLKATA)).toBe('2026-04-01');
    // 23:50 IST on 31 March.
    expect(businessDayOf(new Date('2026-03-31T18:20:00Z'), KOLKATA)).toBe('2026-03-31');
    expect(businessDayOf(new Date('2026-03-31T18:40:00Z'), 'UTC')).toBe('2026-03-31');
  });

  it('follows a zone with daylight saving', () => {
    // New York is UTC−4 in July, UTC−5 in January.
    expect(businessDayOf(new Date('2026-07-02T03:30:00Z'), 'America/New_York')).toBe('2026-07-01');
    expect(businessDayOf(new Date('2026-01-02T04:30:00Z'), 'America/New_York')).toBe('2026-01-01');
  });
});

describe('startOfBusinessDay', () => {
  it('is the midnight of the day in the business zone', () => {
    expect(startOfBusinessDay('2026-04-01', KOLKATA).toISOString()).toBe(
      '2026-03-31T18:30:00.000Z',
    );
    expect(startOfBusinessDay('2026-07-01', 'America/New_York').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
  });

  it('starts the very day businessDayOf reads back, in any zone', () => {
    const zones = fc.constantFrom(KOLKATA, 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati');
    const days = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') })
      .filter((date) => !Number.isNaN(date.getTime()))
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, zones, (day, zone) => {
        const start = startOfBusinessDay(day, zone);
        expect(businessDayOf(start, zone)).toBe(day);
        expect(businessDayOf(new Date(start.getTime() - 1), zone)).toBe(addDaysToDate(day, -1));
      }),
    );
  });
});

describe('calendar arithmetic on days', () => {
  it('adds days across months and leap years', () => {
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDate('2026-12-25', 30)).toBe('2027-01-24');
  });

  it('counts whole days between two days', () => {
    expect(daysBetweenDates('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysBetweenDates('2026-03-01', '2026-01-01')).toBe(-59);
  });
});

describe('businessDaysLeft', () => {
  it('counts business days to the end day, the same at 00:10 and 23:50 IST', () => {
    // A plan paid at 00:10 IST on 1 March (18:40 UTC, 28 Feb) ends 30 days later, 00:10 IST 31 March.
    const paidAt = new Date('2026-02-28T18:40:00Z');
    const endsAt = new Date(paidAt.getTime() + 30 * 86_400_000);
    expect(businessDaysLeft(endsAt, paidAt, KOLKATA)).toBe(30);
    // 23:50 IST on 1 March (18:20 UTC): still 30; 00:10 IST on 2 March: 29.
    expect(businessDaysLeft(endsAt, new Date('2026-03-01T18:20:00Z'), KOLKATA)).toBe(30);
    expect(businessDaysLeft(endsAt, new Date('2026-03-01T18:40:00Z'), KOLKATA)).toBe(29);
    // The last day, before the end: "ends today"; after it: 0.
    expect(businessDaysLeft(endsAt, new Date('2026-03-30T18:35:00Z'), KOLKATA)).toBe(0);
    expect(businessDaysLeft(endsAt, endsAt, KOLKATA)).toBe(0);
  });

  it('turns at midnight in the zone, not in UTC', () => {
    const endsAt = new Date('2026-03-31T04:30:00Z'); // 10:00 IST on 31 March
    // 23:50 IST on 30 March is 18:20 UTC: 1 day left in India (it would be 1 in UTC too);
    // 00:10 IST on 31 March is 18:40 UTC on the 30th: 0 in India, still 1 in UTC.
    expect(businessDaysLeft(endsAt, new Date('2026-03-30T18:20:00Z'), KOLKATA)).toBe(1);
    expect(businessDaysLeft(endsAt, new Date('2026-03-30T18:40:00Z'), KOLKATA)).toBe(0);
    expect(businessDaysLeft(endsAt, new Date('2026-03-30T18:40:00Z'), 'UTC')).toBe(1);
  });
});
