import { describe, expect, it } from 'vitest';
import { financialYearOf } from '../common/financial-year';
import {
  extendStayInputSchema,
  extendStayInputSchemaFor,
  instalmentSchema,
  payInstalmentInputSchema,
  setAutopayInputSchema,
} from './instalment.schemas';
import { formatReceiptNumber, rentStatementQuerySchema } from './rent-receipt.schemas';

describe('instalmentSchema', () => {
  it('reads the contract’s shape', () => {
    const instalment = {
      id: '0b3f0a43-5f3e-4a8e-9d60-8a8f3f0c2b11',
      number: 2,
      periodStart: '2026-05-10',
      periodEnd: '2026-06-10',
      dueDate: '2026-05-10',
      amount: 2_800_000,
      status: 'paid',
      paidAt: '2026-05-08T10:00:00.000Z',
      method: 'card',
      receiptNumber: 'NST-2026-27-000123',
    };
    expect(instalmentSchema.parse(instalment)).toEqual(instalment);
    expect(instalmentSchema.safeParse({ ...instalment, status: 'late' }).success).toBe(false);
    expect(instalmentSchema.safeParse({ ...instalment, receiptNumber: 'R-1' }).success).toBe(false);
  });
});

describe('pay, autopay and extend inputs', () => {
  it('pays by wallet or card only', () => {
    expect(payInstalmentInputSchema.parse({ method: 'wallet' })).toEqual({ method: 'wallet' });
    expect(payInstalmentInputSchema.safeParse({ method: 'upi' }).error?.issues[0]).toMatchObject({
      path: ['method'],
      message: 'Pay by "wallet" or "card"',
    });
    expect(payInstalmentInputSchema.safeParse({ method: 'card', amount: 5 }).success).toBe(false);
  });

  it('switches autopay with a boolean, not a string', () => {
    expect(setAutopayInputSchema.parse({ enabled: true })).toEqual({ enabled: true });
    expect(setAutopayInputSchema.safeParse({ enabled: 'yes' }).success).toBe(false);
  });

  it('extends by whole months, within what the home still allows', () => {
    expect(extendStayInputSchema.parse({ months: 3 })).toEqual({ months: 3 });
    expect(extendStayInputSchema.safeParse({ months: 0 }).success).toBe(false);
    expect(extendStayInputSchema.safeParse({ months: 1.5 }).success).toBe(false);
    const forStay = extendStayInputSchemaFor(10, 12);
    expect(forStay.parse({ months: 2 })).toEqual({ months: 2 });
    expect(forStay.safeParse({ months: 3 }).error?.issues[0]).toMatchObject({
      path: ['months'],
      message: 'This home takes stays of at most 12 months: add at most 2',
    });
  });
});

describe('receipt numbers and the statement query', () => {
  it('writes NST-<financial year>-<serial of at least 6 digits>', () => {
    expect(formatReceiptNumber(financialYearOf('2026-05-08'), 123)).toBe('NST-2026-27-000123');
    expect(formatReceiptNumber('2026-27', 1_234_567)).toBe('NST-2026-27-1234567');
    expect(() => formatReceiptNumber('2026-27', 0)).toThrow(RangeError);
    expect(() => formatReceiptNumber('2026-28', 1)).toThrow();
  });

  it('takes fy=2026-27 and refuses anything else on `fy`', () => {
    expect(rentStatementQuerySchema.parse({ fy: '2026-27' })).toEqual({ fy: '2026-27' });
    expect(rentStatementQuerySchema.safeParse({ fy: '2026-2027' }).error?.issues[0]?.path).toEqual([
      'fy',
    ]);
    expect(rentStatementQuerySchema.safeParse({}).success).toBe(false);
  });
});
