import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDayOf } from '../common/business-day';
import {
  ownerProposalDeadline,
  splitDeposit,
  tenantResponseDeadline,
  totalDeductions,
} from './deposit-settlement';
import {
  depositDisputeInputSchema,
  depositSettlementProposalInputSchema,
  depositSettlementProposalShapeSchema,
  resolveDepositDisputeInputSchema,
} from './deposit-settlement.schemas';

const KOLKATA = 'Asia/Kolkata';

describe('settlement deadlines', () => {
  it('gives the owner until the start of the 7th day after the stay ends', () => {
    // A stay ending on 1 June: silent through 7 June, the deposit goes back at 00:00 IST on 8 June.
    expect(ownerProposalDeadline('2026-06-01', KOLKATA).toISOString()).toBe(
      '2026-06-07T18:30:00.000Z',
    );
  });

  it('gives the tenant until the start of the 7th business day after the proposal', () => {
    // Proposed at 23:50 IST on 3 June (18:20 UTC) and at 00:10 IST on 4 June (18:40 UTC).
    expect(tenantResponseDeadline(new Date('2026-06-03T18:20:00Z'), KOLKATA).toISOString()).toBe(
      '2026-06-09T18:30:00.000Z',
    );
    expect(tenantResponseDeadline(new Date('2026-06-03T18:40:00Z'), KOLKATA).toISOString()).toBe(
      '2026-06-10T18:30:00.000Z',
    );
  });

  it('is passed by moving the clock 7 days and never by 6, whatever the hour', () => {
    const instants = fc
      .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z') })
      .filter((date) => !Number.isNaN(date.getTime()));
    const DAY = 86_400_000;
    fc.assert(
      fc.property(instants, (proposedAt) => {
        const deadline = tenantResponseDeadline(proposedAt, KOLKATA).getTime();
        expect(proposedAt.getTime() + 7 * DAY >= deadline).toBe(true);
        expect(proposedAt.getTime() + 6 * DAY < deadline).toBe(true);
        const endDay = businessDayOf(proposedAt, KOLKATA);
        const ownerDeadline = ownerProposalDeadline(endDay, KOLKATA).getTime();
        expect(proposedAt.getTime() + 7 * DAY >= ownerDeadline).toBe(true);
        expect(proposedAt.getTime() + 6 * DAY < ownerDeadline).toBe(true);
      }),
    );
  });
});

describe('splitDeposit', () => {
  it('gives the owner the deductions and the tenant the rest', () => {
    const deductions = [
      { reason: 'Broken window', amount: 450_000 },
      { reason: 'Deep cleaning', amount: 150_000 },
    ];
    expect(splitDeposit(5_000_000, totalDeductions(deductions))).toEqual({
      ownerAmount: 600_000,
      tenantAmount: 4_400_000,
    });
    expect(splitDeposit(5_000_000, 0)).toEqual({ ownerAmount: 0, tenantAmount: 5_000_000 });
  });

  it('never hands out more than the deposit', () => {
    expect(() => splitDeposit(5_000_000, 5_000_001)).toThrow(RangeError);
    expect(() => splitDeposit(5_000_000, -1)).toThrow(RangeError);
  });
});

describe('the proposal input', () => {
  const schema = depositSettlementProposalInputSchema(5_000_000);

  it('takes itemised deductions up to the deposit, and none at all', () => {
    expect(
      schema.parse({ deductions: [{ reason: '  Broken window  ', amount: 5_000_000 }] }),
    ).toEqual({ deductions: [{ reason: 'Broken window', amount: 5_000_000 }] });
    expect(schema.parse({ deductions: [] })).toEqual({ deductions: [] });
  });

  it('refuses a sum above the deposit on the `deductions` field', () => {
    const result = schema.safeParse({
      deductions: [
        { reason: 'Broken window', amount: 3_000_000 },
        { reason: 'Repainting', amount: 2_000_001 },
      ],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['deductions'],
        message: 'Deductions add up to more than the deposit of ₹50,000',
      }),
    ]);
  });

  it.each([
    [{ reason: 'Dent', amount: 100 }, ['deductions', 0, 'reason'], 'At least 5 characters'],
    [
      { reason: 'x'.repeat(301), amount: 100 },
      ['deductions', 0, 'reason'],
      'At most 300 characters',
    ],
    [
      { reason: 'Broken window', amount: 0 },
      ['deductions', 0, 'amount'],
      'A deduction is more than ₹0',
    ],
    [{ reason: 'Broken window', amount: 10.5 }, ['deductions', 0, 'amount'], 'Whole paise only'],
  ])('refuses %j naming the field', (deduction, path, message) => {
    const result = depositSettlementProposalShapeSchema.safeParse({ deductions: [deduction] });
    expect(result.error?.issues[0]).toMatchObject({ path, message });
  });

  it('refuses unknown fields', () => {
    expect(
      depositSettlementProposalShapeSchema.safeParse({ deductions: [], total: 5 }).success,
    ).toBe(false);
    expect(
      depositSettlementProposalShapeSchema.safeParse({
        deductions: [{ reason: 'Broken window', amount: 100, photo: 'x' }],
      }).success,
    ).toBe(false);
  });
});

describe('dispute and resolution inputs', () => {
  it('asks the tenant for a reason', () => {
    expect(depositDisputeInputSchema.safeParse({ reason: 'short' }).success).toBe(false);
    expect(
      depositDisputeInputSchema.parse({ reason: 'The window was broken before I moved in' }),
    ).toEqual({ reason: 'The window was broken before I moved in' });
  });

  it('bounds the admin’s decision by the deposit', () => {
    const schema = resolveDepositDisputeInputSchema(5_000_000);
    expect(schema.parse({ ownerAmount: 5_000_000 })).toEqual({ ownerAmount: 5_000_000 });
    expect(schema.parse({ ownerAmount: 0 })).toEqual({ ownerAmount: 0 });
    expect(schema.safeParse({ ownerAmount: 5_000_001 }).error?.issues[0]?.path).toEqual([
      'ownerAmount',
    ]);
    expect(schema.safeParse({ ownerAmount: -1 }).success).toBe(false);
  });
});
