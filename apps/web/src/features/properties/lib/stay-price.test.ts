import { describe, expect, it } from 'vitest';
import { quoteStay, stayMonthOptions, stayProblem, todayIsoDate } from './stay-price';

const home = { rent: 2_800_000, deposit: 5_600_000, minMonths: 2, maxMonths: 11 };

describe('stay price', () => {
  it('charges rent × months with the deposit on top, in paise', () => {
    expect(quoteStay(home, '2027-03-10', 3)).toEqual({
      moveInDate: '2027-03-10',
      months: 3,
      moveOutDate: '2027-06-10',
      monthlyRent: 2_800_000,
      rentTotal: 8_400_000,
      deposit: 5_600_000,
      total: 14_000_000,
    });
  });

  it('clamps month ends: 31 Jan + 1 month is the end of February', () => {
    expect(quoteStay(home, '2027-01-31', 1).moveOutDate).toBe('2027-02-28');
    expect(quoteStay(home, '2028-01-31', 1).moveOutDate).toBe('2028-02-29');
    expect(quoteStay(home, '2027-01-31', 3).moveOutDate).toBe('2027-04-30');
    expect(quoteStay(home, '2026-12-15', 2).moveOutDate).toBe('2027-02-15');
  });

  it('keeps odd paise exact', () => {
    const quote = quoteStay({ rent: 1_250_050, deposit: 99 }, '2027-05-01', 7);
    expect(quote.rentTotal).toBe(8_750_350);
    expect(quote.total).toBe(8_750_449);
  });

  it('offers the months within the listing range', () => {
    expect(stayMonthOptions(2, 5)).toEqual([2, 3, 4, 5]);
    expect(stayMonthOptions(3, 3)).toEqual([3]);
  });

  it('refuses a past move-in date and months outside the range', () => {
    const today = '2027-03-10';
    expect(stayProblem(home, '2027-03-10', 2, today)).toBeNull();
    expect(stayProblem(home, '2027-03-09', 2, today)).toMatchObject({ field: 'moveInDate' });
    expect(stayProblem(home, '', 2, today)).toMatchObject({ field: 'moveInDate' });
    expect(stayProblem(home, '2027-04-01', 1, today)).toMatchObject({
      field: 'months',
      message: 'Choose between 2 and 11 months',
    });
    expect(stayProblem(home, '2027-04-01', 12, today)).toMatchObject({ field: 'months' });
  });

  it('reads today in local time', () => {
    expect(todayIsoDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});
