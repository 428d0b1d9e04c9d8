import { describe, expect, it } from 'vitest';
import { budgetBandOf, describeBudgetBand } from '@nestly/shared';
import {
  adminLostDemand,
  cityLabel,
  isTakenAllMonth,
  ownerLostDemand,
  type HomeTerms,
} from './lost-demand';
import { addDaysToDay, seriesPeriods } from './periods';

const home = (overrides: Partial<HomeTerms> = {}): HomeTerms => ({
  propertyId: 'p1',
  title: 'Flat',
  city: 'Kochi',
  cityKey: 'kochi',
  rent: 2_500_000,
  minMonths: 1,
  maxMonths: 12,
  reservations: [],
  ...overrides,
});
const group = (overrides = {}) => ({
  cityKey: 'kochi',
  band: 0,
  moveInMonth: '',
  period: 0,
  zeroResults: 1,
  fewResults: 0,
  ...overrides,
});
const window = { days: 30, since: '2031-01-12' };

describe('budget bands', () => {
  it('round a budget up to the next ceiling, and treat none or a huge one as any budget', () => {
    expect(budgetBandOf(undefined)).toBe(0);
    expect(budgetBandOf(2_000_000)).toBe(2_000_000);
    expect(budgetBandOf(2_000_001)).toBe(2_500_000);
    expect(budgetBandOf(100)).toBe(500_000);
    expect(budgetBandOf(60_000_000)).toBe(0);
    expect(describeBudgetBand(2_500_000)).toBe('₹20,000–₹25,000');
    expect(describeBudgetBand(500_000)).toBe('Up to ₹5,000');
    expect(describeBudgetBand(0)).toBe('Any budget');
  });
});

describe('isTakenAllMonth', () => {
  it('is taken only when no start day of the month leaves the stay free', () => {
    const booked = home({ reservations: [{ from: '2031-03-01', to: '2031-03-11' }] });
    // From 11 March a month is free.
    expect(isTakenAllMonth(booked, '2031-03', 1)).toBe(false);
    const blocked = home({
      reservations: [
        { from: '2031-03-01', to: '2031-03-11' },
        { from: '2031-04-01', to: '2031-04-05' },
      ],
    });
    // Any two-month stay starting in March runs into one of the two.
    expect(isTakenAllMonth(blocked, '2031-03', 2)).toBe(true);
    expect(isTakenAllMonth(home(), '2031-03', 6)).toBe(false);
  });
});

describe('ownerLostDemand', () => {
  it('counts each missed search once, under the first obstacle: budget, stay, then dates', () => {
    const cheap = home({ propertyId: 'cheap', rent: 1_000_000, minMonths: 6 });
    const dear = home({ propertyId: 'dear', rent: 5_000_000 });
    const result = ownerLostDemand(
      [
        group({ band: 500_000 }), // below both rents
        group({ band: 1_500_000, period: 2 }), // cheap is in budget but wants 6+ months
        group({ band: 7_500_000, period: 2, zeroResults: 0, fewResults: 3 }), // dear fits
        group({ cityKey: 'pune' }), // not an owner city
      ],
      [{ cityKey: 'kochi', searches: 10, zeroResults: 2, fewResults: 3 }],
      [cheap, dear],
      window,
    );
    expect(result).toMatchObject({
      searches: 10,
      missed: 2,
      reasons: { rentAboveBudget: 1, stayLength: 1, datesTaken: 0 },
    });
    expect(result.listings.find((row) => row.propertyId === 'dear')).toMatchObject({
      lostSearches: 5,
      matched: 3,
      reasons: { rentAboveBudget: 2, stayLength: 0, datesTaken: 0 },
    });
  });
});

describe('adminLostDemand', () => {
  it('splits a city by no homes, budget below the cheapest, stay not offered, and the rest', () => {
    const result = adminLostDemand(
      [
        group({ cityKey: 'shimla' }),
        group({ band: 500_000 }),
        group({ band: 5_000_000, period: 24 }),
        group({ band: 5_000_000, period: 3 }),
        group({ cityKey: '' }),
      ],
      [
        { cityKey: 'kochi', searches: 5, zeroResults: 3, fewResults: 0 },
        { cityKey: 'shimla', searches: 1, zeroResults: 1, fewResults: 0 },
        { cityKey: '', searches: 4, zeroResults: 1, fewResults: 0 },
      ],
      [{ cityKey: 'kochi', cheapestRent: 1_000_000, shortestStay: 1, longestStay: 12 }],
      window,
      [],
    );
    expect(result.cities.map((city) => [city.city, city.reasons])).toEqual([
      ['Kochi', { noHomes: 0, rentAboveBudget: 1, stayLength: 1, other: 1 }],
      ['Any city', { noHomes: 0, rentAboveBudget: 0, stayLength: 0, other: 1 }],
      ['Shimla', { noHomes: 1, rentAboveBudget: 0, stayLength: 0, other: 0 }],
    ]);
    expect(cityLabel('new delhi')).toBe('New Delhi');
  });
});

describe('seriesPeriods', () => {
  it('makes 30 days, Monday weeks over 90 days, or 12 months, ending with the current one', () => {
    const now = new Date(2031, 1, 10, 12);
    const days = seriesPeriods('30d', now);
    expect(days.labels).toHaveLength(30);
    expect(days.labels.at(-1)).toBe('2031-02-10');
    const weeks = seriesPeriods('90d', now);
    expect(weeks.labels[0]).toBe('2030-11-11');
    expect(weeks.labels.at(-1)).toBe('2031-02-10');
    const months = seriesPeriods('12m', now);
    expect(months.labels).toEqual(
      Array.from({ length: 12 }, (_, index) => {
        const date = new Date(2030, 2 + index, 1);
        return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
      }),
    );
    // A period ends where the next business day begins: midnight in India (BUSINESS_TIME_ZONE).
    expect(months.bounds.at(-1)).toEqual(new Date('2031-03-01T00:00:00+05:30'));
    expect(addDaysToDay('2031-02-28', 1)).toBe('2031-03-01');
  });
});
