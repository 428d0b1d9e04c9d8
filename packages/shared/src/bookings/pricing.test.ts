import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  latestMoveInDate,
  moveInDateProblem,
  priceStay,
  refundFor,
  refundSchedule,
  splitCommission,
  stayEndDate,
} from './pricing';

const price = priceStay({
  monthlyRent: 2_500_000,
  addOnMonthlyPrices: [150_000, 99_900],
  deposit: 5_000_000,
  months: 3,
});

describe('priceStay', () => {
  it('multiplies rent and add-ons by the months and adds the deposit once', () => {
    expect(price).toEqual({
      rentTotal: 7_500_000,
      addOnsTotal: 749_700,
      deposit: 5_000_000,
      subtotal: 8_249_700,
      total: 13_249_700,
    });
  });

  it('refuses fractions of paise and impossible months', () => {
    expect(() =>
      priceStay({ monthlyRent: 10.5, addOnMonthlyPrices: [], deposit: 0, months: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      priceStay({ monthlyRent: 100, addOnMonthlyPrices: [], deposit: 0, months: 0 }),
    ).toThrow(RangeError);
  });
});

describe('stayEndDate: whole months, month ends clamped', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2027-11-30', 3, '2028-02-29'],
    ['2026-08-31', 12, '2027-08-31'],
  ])('%s + %i months = %s', (start, months, end) => {
    expect(stayEndDate(start, months)).toBe(end);
  });
});

describe('splitCommission', () => {
  it('keeps 10 % (rounded down) and credits the owner the rest', () => {
    expect(splitCommission(8_249_700)).toEqual({ commission: 824_970, ownerShare: 7_424_730 });
    expect(splitCommission(999)).toEqual({ commission: 99, ownerShare: 900 });
  });

  it('never loses or invents a paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (subtotal) => {
        const { commission, ownerShare } = splitCommission(subtotal);
        return commission + ownerShare === subtotal && commission === Math.floor(subtotal / 10);
      }),
    );
  });
});

describe('refundFor', () => {
  const cancel = (cancellationDate: string, cancelledBy: 'user' | 'owner' = 'user') =>
    refundFor({ price, moveInDate: '2026-12-20', cancellationDate, cancelledBy });

  it('refunds everything 7 or more days before move-in', () => {
    expect(cancel('2026-12-13')).toMatchObject({
      allowed: true,
      refund: price.total,
      policy: 'full',
    });
    expect(cancel('2026-11-01')).toMatchObject({ refund: price.total });
  });

  it('refunds half the rent, add-ons and deposit in full inside the last 7 days', () => {
    expect(cancel('2026-12-14')).toMatchObject({
      allowed: true,
      policy: 'late',
      rentRefund: 3_750_000,
      rentKept: 3_750_000,
      refund: 3_750_000 + 749_700 + 5_000_000,
    });
    expect(cancel('2026-12-19')).toMatchObject({ policy: 'late' });
  });

  it('refuses on or after move-in', () => {
    expect(cancel('2026-12-20')).toMatchObject({ allowed: false });
    expect(cancel('2027-01-05')).toMatchObject({ allowed: false });
  });

  it('refunds everything when the owner cancels, whenever', () => {
    expect(cancel('2026-12-19', 'owner')).toMatchObject({ refund: price.total, policy: 'full' });
  });

  it('never refunds more than was paid, nor less than add-ons and deposit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.array(fc.integer({ min: 100, max: 1_000_000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 60 }),
        (monthlyRent, addOnMonthlyPrices, deposit, months, daysBefore) => {
          const stay = priceStay({ monthlyRent, addOnMonthlyPrices, deposit, months });
          const moveIn = new Date(2027, 0, 1 + daysBefore);
          const moveInDate = `${moveIn.getFullYear()}-${String(moveIn.getMonth() + 1).padStart(2, '0')}-${String(moveIn.getDate()).padStart(2, '0')}`;
          const outcome = refundFor({
            price: stay,
            moveInDate,
            cancellationDate: '2027-01-01',
            cancelledBy: 'user',
          });
          if (!outcome.allowed) return false;
          return (
            outcome.refund <= stay.total &&
            outcome.refund >= stay.addOnsTotal + stay.deposit &&
            outcome.refund + outcome.rentKept === stay.total
          );
        },
      ),
    );
  });
});

describe('refundSchedule', () => {
  it('tells the refund for each cancellation window from today', () => {
    expect(refundSchedule(price, '2026-12-20', '2026-11-21')).toEqual([
      { from: '2026-11-21', until: '2026-12-13', refund: price.total, policy: 'full' },
      {
        from: '2026-12-14',
        until: '2026-12-19',
        refund: 3_750_000 + 749_700 + 5_000_000,
        policy: 'late',
      },
    ]);
    expect(refundSchedule(price, '2026-12-20', '2026-12-16')).toEqual([
      {
        from: '2026-12-16',
        until: '2026-12-19',
        refund: 3_750_000 + 749_700 + 5_000_000,
        policy: 'late',
      },
    ]);
    expect(refundSchedule(price, '2026-12-20', '2026-12-20')).toEqual([]);
  });
});

describe('the move-in horizon', () => {
  it('allows today up to 12 months ahead, and names the rule past it', () => {
    expect(latestMoveInDate('2026-03-15')).toBe('2027-03-15');
    expect(latestMoveInDate('2028-02-29')).toBe('2029-02-28');
    expect(moveInDateProblem('2026-03-15', '2026-03-15')).toBeNull();
    expect(moveInDateProblem('2027-03-15', '2026-03-15')).toBeNull();
    expect(moveInDateProblem('2026-03-14', '2026-03-15')).toContain('past');
    expect(moveInDateProblem('2027-03-16', '2026-03-15')).toContain('12 months');
    expect(moveInDateProblem('2099-01-01', '2026-03-15')).toContain('2027-03-15');
  });
});
