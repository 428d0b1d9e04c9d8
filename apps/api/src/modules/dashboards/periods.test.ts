import { afterEach, describe, expect, it } from 'vitest';
import { addBusinessDays, addDaysToDay, seriesPeriods, startOfBusinessDayAt } from './periods';

// Node reads TZ afresh when it changes: each case runs the same instant under other time zones.
const originalZone = process.env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});
const ZONES = ['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati'];

describe('dashboard periods', () => {
  it.each(ZONES)('bucket UTC days whatever the server time zone (%s)', (zone) => {
    process.env.TZ = zone;
    // 23:30 UTC on 31 March: already 1 April in India and Kiritimati, still 31 March in UTC.
    const periods = seriesPeriods('30d', new Date('2027-03-31T23:30:00Z'), 'UTC');
    expect(periods.today).toBe('2027-03-31');
    expect(periods.labels[0]).toBe('2027-03-02');
    expect(periods.labels.at(-1)).toBe('2027-03-31');
    expect(periods.bounds[0]!.toISOString()).toBe('2027-03-02T00:00:00.000Z');
    expect(periods.bounds.at(-1)!.toISOString()).toBe('2027-04-01T00:00:00.000Z');
    expect(periods.month.start.toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(periods.month.end.toISOString()).toBe('2027-04-01T00:00:00.000Z');
  });

  it.each(ZONES)('start weeks on Monday and months on the 1st, in UTC (%s)', (zone) => {
    process.env.TZ = zone;
    const weeks = seriesPeriods('90d', new Date('2027-03-31T23:30:00Z'), 'UTC');
    expect(weeks.labels.at(-1)).toBe('2027-03-29'); // Monday of the week of 31 March
    expect(new Date(`${weeks.labels[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    const months = seriesPeriods('12m', new Date('2027-03-31T23:30:00Z'), 'UTC');
    expect(months.labels[0]).toBe('2026-04-01');
    expect(months.labels.at(-1)).toBe('2027-03-01');
    expect(months.bounds.at(-1)!.toISOString()).toBe('2027-04-01T00:00:00.000Z');
  });

  it.each(ZONES)('adds days to a calendar day across month ends (%s)', (zone) => {
    process.env.TZ = zone;
    expect(addDaysToDay('2027-03-31', 1)).toBe('2027-04-01');
    expect(addDaysToDay('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('day helpers of a UTC marketplace', () => {
  it.each(ZONES)('start days and step across DST changes in UTC (%s)', (zone) => {
    process.env.TZ = zone;
    expect(startOfBusinessDayAt(new Date('2027-03-14T23:59:59Z'), 'UTC').toISOString()).toBe(
      '2027-03-14T00:00:00.000Z',
    );
    // 14 March 2027 is when Los Angeles moves its clocks: UTC days stay 24 hours long.
    expect(addBusinessDays(new Date('2027-03-13T00:00:00Z'), 2, 'UTC').toISOString()).toBe(
      '2027-03-15T00:00:00.000Z',
    );
    expect(addBusinessDays(new Date('2027-03-15T00:00:00Z'), -1, 'UTC').toISOString()).toBe(
      '2027-03-14T00:00:00.000Z',
    );
  });
});

describe('the business time zone (Asia/Kolkata by default)', () => {
  it.each(ZONES)('turns the day and the month at midnight IST (%s)', (zone) => {
    process.env.TZ = zone;
    // 00:10 IST on 1 April = 18:40 UTC on 31 March: already April's first day in India.
    const justAfter = seriesPeriods('30d', new Date('2027-03-31T18:40:00Z'));
    expect(justAfter.today).toBe('2027-04-01');
    expect(justAfter.month.start.toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(justAfter.month.end.toISOString()).toBe('2027-04-30T18:30:00.000Z');
    expect(justAfter.bounds.at(-1)!.toISOString()).toBe('2027-04-01T18:30:00.000Z');
    // 23:50 IST on 31 March = 18:20 UTC: still March.
    const justBefore = seriesPeriods('12m', new Date('2027-03-31T18:20:00Z'));
    expect(justBefore.today).toBe('2027-03-31');
    expect(justBefore.labels.at(-1)).toBe('2027-03-01');
    expect(justBefore.month.start.toISOString()).toBe('2027-02-28T18:30:00.000Z');
  });

  it.each(ZONES)('starts and steps business days at midnight IST (%s)', (zone) => {
    process.env.TZ = zone;
    expect(startOfBusinessDayAt(new Date('2027-03-31T18:40:00Z')).toISOString()).toBe(
      '2027-03-31T18:30:00.000Z',
    );
    expect(startOfBusinessDayAt(new Date('2027-03-31T18:20:00Z')).toISOString()).toBe(
      '2027-03-30T18:30:00.000Z',
    );
    expect(addBusinessDays(new Date('2027-03-30T18:30:00Z'), 2).toISOString()).toBe(
      '2027-04-01T18:30:00.000Z',
    );
  });
});
