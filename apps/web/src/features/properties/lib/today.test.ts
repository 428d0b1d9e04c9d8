import { describe, expect, it } from 'vitest';
import { todayIsoDate } from './today';

describe('todayIsoDate', () => {
  it('reads today in local time', () => {
    expect(todayIsoDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});
