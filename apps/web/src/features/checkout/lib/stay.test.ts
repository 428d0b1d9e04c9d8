import { describe, expect, it } from 'vitest';
import { findOverlap, monthOptions } from './stay';

const taken = [
  { start: '2027-03-10', end: '2027-04-10', kind: 'booked' as const },
  { start: '2027-06-01', end: '2027-06-05', kind: 'blocked' as const },
];

describe('findOverlap', () => {
  it('treats both ranges as [start, end): touching ends do not overlap', () => {
    expect(findOverlap('2027-02-10', '2027-03-10', taken)).toBeNull();
    expect(findOverlap('2027-04-10', '2027-06-01', taken)).toBeNull();
  });

  it('finds the range a stay runs into, from either side or inside', () => {
    expect(findOverlap('2027-02-10', '2027-03-11', taken)).toEqual(taken[0]);
    expect(findOverlap('2027-04-09', '2027-05-09', taken)).toEqual(taken[0]);
    expect(findOverlap('2027-05-15', '2027-08-15', taken)).toEqual(taken[1]);
  });
});

describe('monthOptions', () => {
  it('lists min to max whole months', () => {
    expect(monthOptions(2, 5)).toEqual([2, 3, 4, 5]);
    expect(monthOptions(3, 3)).toEqual([3]);
  });
});
