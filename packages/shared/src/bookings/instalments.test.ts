import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate } from '../common/business-day';
import { priceStay, stayEndDate } from './pricing';
import {
  dueNowFor,
  instalmentMarkingCutoffs,
  instalmentPeriod,
  instalmentSchedule,
  isAutopayDue,
  monthlyInstalmentAmount,
  pendingEarningAvailableAt,
  planEndEarly,
  planExtension,
  scheduledInstalmentStatus,
  type InstalmentState,
} from './instalments';

const price = { monthlyRent: 2_800_000, addOnMonthlyPrices: [150_000, 99_900] };
const MONTHLY = 3_049_900;

/** Any real calendar day from 2024 to 2030, as `YYYY-MM-DD`. */
const dayArbitrary = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString().slice(0, 10));
const paiseArbitrary = fc.integer({ min: 0, max: 50_000_000 });
const stayArbitrary = fc.record({
  moveInDate: dayArbitrary,
  months: fc.integer({ min: 1, max: 24 }),
  monthlyRent: paiseArbitrary,
  addOnMonthlyPrices: fc.array(fc.integer({ min: 0, max: 2_000_000 }), { maxLength: 5 }),
  deposit: paiseArbitrary,
});

describe('monthlyInstalmentAmount and dueNowFor', () => {
  it('is rent and add-ons for one month; checkout adds the deposit', () => {
    expect(monthlyInstalmentAmount(price)).toBe(MONTHLY);
    expect(dueNowFor({ ...price, deposit: 5_600_000 })).toBe(MONTHLY + 5_600_000);
  });

  it('refuses fractions of paise', () => {
    expect(() => monthlyInstalmentAmount({ monthlyRent: 10.5, addOnMonthlyPrices: [] })).toThrow(
      RangeError,
    );
    expect(() => dueNowFor({ ...price, deposit: -1 })).toThrow(RangeError);
  });
});

describe('instalmentSchedule', () => {
  it('lists one instalment a month, due on the first day of its period', () => {
    expect(instalmentSchedule({ moveInDate: '2026-01-31', months: 3, ...price })).toEqual([
      {
        number: 1,
        periodStart: '2026-01-31',
        periodEnd: '2026-02-28',
        dueDate: '2026-01-31',
        amount: MONTHLY,
      },
      {
        number: 2,
        periodStart: '2026-02-28',
        periodEnd: '2026-03-31',
        dueDate: '2026-02-28',
        amount: MONTHLY,
      },
      {
        number: 3,
        periodStart: '2026-03-31',
        periodEnd: '2026-04-30',
        dueDate: '2026-03-31',
        amount: MONTHLY,
      },
    ]);
  });

  it('lists only the added months from `fromNumber`', () => {
    const added = instalmentSchedule({
      moveInDate: '2026-05-10',
      months: 5,
      fromNumber: 4,
      ...price,
    });
    expect(added.map((row) => [row.number, row.dueDate])).toEqual([
      [4, '2026-08-10'],
      [5, '2026-09-10'],
    ]);
  });

  it('covers the stay exactly, with contiguous periods, and sums to the stay’s rent and add-ons', () => {
    fc.assert(
      fc.property(
        stayArbitrary,
        ({ moveInDate, months, monthlyRent, addOnMonthlyPrices, deposit }) => {
          const schedule = instalmentSchedule({
            moveInDate,
            months,
            monthlyRent,
            addOnMonthlyPrices,
          });
          const stay = priceStay({ monthlyRent, addOnMonthlyPrices, deposit, months });
          expect(schedule).toHaveLength(months);
          expect(schedule[0]?.periodStart).toBe(moveInDate);
          expect(schedule.at(-1)?.periodEnd).toBe(stayEndDate(moveInDate, months));
          schedule.forEach((row, index) => {
            expect(row.number).toBe(index + 1);
            expect(row.dueDate).toBe(row.periodStart);
            expect(row.periodStart < row.periodEnd).toBe(true);
            if (index > 0) expect(row.periodStart).toBe(schedule[index - 1]?.periodEnd);
          });
          expect(schedule.reduce((sum, row) => sum + row.amount, 0)).toBe(stay.subtotal);
          // Checkout's due-now plus the other instalments is the stay's total.
          const later = schedule.slice(1).reduce((sum, row) => sum + row.amount, 0);
          expect(dueNowFor({ monthlyRent, addOnMonthlyPrices, deposit }) + later).toBe(stay.total);
        },
      ),
    );
  });

  it('gives every instalment the period instalmentPeriod gives it', () => {
    expect(instalmentPeriod('2028-01-31', 2)).toEqual({
      periodStart: '2028-02-29',
      periodEnd: '2028-03-31',
      dueDate: '2028-02-29',
    });
  });
});

describe('scheduledInstalmentStatus', () => {
  it.each([
    ['2026-05-01', 'upcoming'],
    ['2026-05-06', 'upcoming'],
    ['2026-05-07', 'due'],
    ['2026-05-10', 'due'],
    ['2026-05-14', 'due'],
    ['2026-05-15', 'overdue'],
    ['2026-07-01', 'overdue'],
  ] as const)('an instalment due on 10 May is %s → %s', (today, status) => {
    expect(scheduledInstalmentStatus('2026-05-10', today)).toBe(status);
  });

  it('agrees with the marking job’s cut-offs on every day', () => {
    fc.assert(
      fc.property(dayArbitrary, fc.integer({ min: -40, max: 40 }), (dueDate, offset) => {
        const today = addDaysToDate(dueDate, offset);
        const { dueBy, overdueBy } = instalmentMarkingCutoffs(today);
        const expected = dueDate <= overdueBy ? 'overdue' : dueDate <= dueBy ? 'due' : 'upcoming';
        expect(scheduledInstalmentStatus(dueDate, today)).toBe(expected);
      }),
    );
  });

  it('lets autopay take an instalment from its due date on', () => {
    expect(isAutopayDue('2026-05-10', '2026-05-09')).toBe(false);
    expect(isAutopayDue('2026-05-10', '2026-05-10')).toBe(true);
    expect(isAutopayDue('2026-05-10', '2026-05-12')).toBe(true);
  });
});

describe('pendingEarningAvailableAt', () => {
  const timeZone = 'Asia/Kolkata';

  it('is 24 hours after the period starts when paid before it', () => {
    const at = pendingEarningAvailableAt({
      paidAt: new Date('2026-04-20T10:00:00Z'),
      periodStart: '2026-05-01',
      timeZone,
    });
    // Midnight of 1 May in India is 30 April 18:30 UTC.
    expect(at.toISOString()).toBe('2026-05-01T18:30:00.000Z');
  });

  it('is 24 hours after the payment when paid during the period', () => {
    const at = pendingEarningAvailableAt({
      paidAt: new Date('2026-05-07T09:15:00Z'),
      periodStart: '2026-05-01',
      timeZone,
    });
    expect(at.toISOString()).toBe('2026-05-08T09:15:00.000Z');
  });
});

const states = (count: number, paidUpTo: number): InstalmentState[] =>
  Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    amount: MONTHLY,
    status: index + 1 <= paidUpTo ? 'paid' : 'upcoming',
  }));

describe('planEndEarly', () => {
  const stay = { moveInDate: '2026-01-15', endDate: '2027-01-15', hasEndedEarly: false };

  it('ends at the end of the period containing today + 30 days and cancels what follows', () => {
    // 10 March + 30 days = 9 April, in period 3 (15 Mar – 15 Apr): the stay ends on 15 April.
    const plan = planEndEarly({ ...stay, today: '2026-03-10', instalments: states(12, 3) });
    expect(plan).toEqual({
      allowed: true,
      noticeUntil: '2026-04-09',
      newEndDate: '2026-04-15',
      newRentalPeriod: 3,
      cancelledNumbers: [4, 5, 6, 7, 8, 9, 10, 11, 12],
      noLongerCharged: 9 * MONTHLY,
      refunded: 0,
    });
  });

  it('refunds instalments already paid for periods after the new end', () => {
    const plan = planEndEarly({ ...stay, today: '2026-03-10', instalments: states(12, 5) });
    expect(plan).toMatchObject({ refunded: 2 * MONTHLY, noLongerCharged: 7 * MONTHLY });
  });

  it('counts a notice landing on a period’s first day into that period', () => {
    // 16 March + 30 = 15 April, the first day of period 4: the stay ends on 15 May.
    const plan = planEndEarly({ ...stay, today: '2026-03-16', instalments: states(12, 3) });
    expect(plan).toMatchObject({ newEndDate: '2026-05-15', newRentalPeriod: 4 });
  });

  it('refuses before move-in, after the end, twice, and within the notice of the end', () => {
    const instalments = states(12, 1);
    expect(planEndEarly({ ...stay, today: '2026-01-14', instalments })).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/after move-in/),
    });
    expect(planEndEarly({ ...stay, today: '2027-01-15', instalments })).toMatchObject({
      allowed: false,
      reason: 'This stay has already ended',
    });
    expect(
      planEndEarly({ ...stay, hasEndedEarly: true, today: '2026-03-10', instalments }),
    ).toMatchObject({ allowed: false, reason: 'This stay is already ending early' });
    expect(planEndEarly({ ...stay, today: '2026-12-01', instalments })).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/already ends on 2027-01-15/),
    });
  });

  it('always keeps at least the notice, ends on a period boundary, and cancels only later months', () => {
    fc.assert(
      fc.property(
        stayArbitrary,
        fc.integer({ min: 0, max: 800 }),
        ({ moveInDate, months, monthlyRent, addOnMonthlyPrices }, daysIn) => {
          const endDate = stayEndDate(moveInDate, months);
          const today = addDaysToDate(moveInDate, daysIn);
          const schedule = instalmentSchedule({
            moveInDate,
            months,
            monthlyRent,
            addOnMonthlyPrices,
          });
          const plan = planEndEarly({
            moveInDate,
            endDate,
            today,
            hasEndedEarly: false,
            instalments: schedule.map((row) => ({ ...row, status: 'upcoming' })),
          });
          if (!plan.allowed) {
            // Refused only once the stay is over, or when its last period already holds the notice.
            const lastPeriodStart = stayEndDate(moveInDate, months - 1);
            expect(today >= endDate || lastPeriodStart <= addDaysToDate(today, 30)).toBe(true);
            return;
          }
          expect(plan.newEndDate > plan.noticeUntil).toBe(true);
          expect(plan.newEndDate < endDate).toBe(true);
          expect(plan.newEndDate).toBe(stayEndDate(moveInDate, plan.newRentalPeriod));
          const kept = schedule.find((row) => row.periodEnd === plan.newEndDate);
          expect(kept && kept.periodStart <= plan.noticeUntil).toBe(true);
          expect(plan.cancelledNumbers).toEqual(
            schedule.filter((row) => row.number > plan.newRentalPeriod).map((row) => row.number),
          );
          expect(plan.noLongerCharged).toBe(
            plan.cancelledNumbers.length * (schedule[0]?.amount ?? 0),
          );
        },
      ),
    );
  });
});

describe('planExtension', () => {
  const stay = {
    moveInDate: '2026-01-31',
    endDate: '2026-04-30',
    rentalPeriod: 3,
    maxMonths: 6,
    today: '2026-02-10',
    hasEndedEarly: false,
    ...price,
  };

  it('adds whole months as new instalments numbered after the existing ones', () => {
    expect(planExtension({ ...stay, months: 2 })).toEqual({
      allowed: true,
      newEndDate: '2026-06-30',
      newRentalPeriod: 5,
      instalments: [
        {
          number: 4,
          periodStart: '2026-04-30',
          periodEnd: '2026-05-31',
          dueDate: '2026-04-30',
          amount: MONTHLY,
        },
        {
          number: 5,
          periodStart: '2026-05-31',
          periodEnd: '2026-06-30',
          dueDate: '2026-05-31',
          amount: MONTHLY,
        },
      ],
    });
  });

  it('stays within the home’s maximum', () => {
    expect(planExtension({ ...stay, months: 3 })).toMatchObject({
      allowed: true,
      newRentalPeriod: 6,
    });
    expect(planExtension({ ...stay, months: 4 })).toEqual({
      allowed: false,
      reason: 'This home takes stays of at most 6 months: add at most 3',
    });
    expect(planExtension({ ...stay, rentalPeriod: 6, endDate: '2026-07-31', months: 1 })).toEqual({
      allowed: false,
      reason: 'This home takes stays of at most 6 months',
    });
  });

  it('refuses no months, an ended stay and a stay ending early', () => {
    expect(planExtension({ ...stay, months: 0 })).toMatchObject({ allowed: false });
    expect(planExtension({ ...stay, months: 1.5 })).toMatchObject({ allowed: false });
    expect(planExtension({ ...stay, today: '2026-04-30', months: 1 })).toMatchObject({
      allowed: false,
      reason: 'This stay has already ended',
    });
    expect(planExtension({ ...stay, hasEndedEarly: true, months: 1 })).toMatchObject({
      allowed: false,
    });
  });

  it('gives the same schedule as booking the longer stay in the first place', () => {
    fc.assert(
      fc.property(stayArbitrary, fc.integer({ min: 1, max: 23 }), (input, extra) => {
        const { moveInDate, months, monthlyRent, addOnMonthlyPrices } = input;
        const plan = planExtension({
          moveInDate,
          endDate: stayEndDate(moveInDate, months),
          rentalPeriod: months,
          months: extra,
          maxMonths: 24,
          today: moveInDate,
          hasEndedEarly: false,
          monthlyRent,
          addOnMonthlyPrices,
        });
        if (months + extra > 24) {
          expect(plan.allowed).toBe(false);
          return;
        }
        const longer = instalmentSchedule({
          moveInDate,
          months: months + extra,
          monthlyRent,
          addOnMonthlyPrices,
        });
        expect(plan).toEqual({
          allowed: true,
          newEndDate: stayEndDate(moveInDate, months + extra),
          newRentalPeriod: months + extra,
          instalments: longer.slice(months),
        });
      }),
    );
  });
});
