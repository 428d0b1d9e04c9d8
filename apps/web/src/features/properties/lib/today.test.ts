import { describe, expect, it } from 'vitest';
import { todayIsoDate } from './today';

describe('todayIsoDate', () => {
  it("reads today in India (the business time zone), whatever the browser's zone", () => {
    // 00:10 IST on 6 January = 18:40 UTC on 5 January: already the 6th for the marketplace.
    expect(todayIsoDate(new Date('2027-01-05T18:40:00Z'))).toBe('2027-01-06');
    // 23:50 IST on 5 January = 18:20 UTC: still the 5th.
    expect(todayIsoDate(new Date('2027-01-05T18:20:00Z'))).toBe('2027-01-05');
  });
});
