import { z } from 'zod';
import type { FinancialYear } from '../common/financial-year';
import { financialYearSchema } from '../common/financial-year.schemas';

/**
 * Rent receipts for HRA claims (PRODUCT.md, "Long stays, month by month"). A receipt number is
 * `NST-<financial year of the payment>-<serial>`, e.g. `NST-2026-27-000123`: the serial comes from
 * one database sequence for the whole marketplace, so a number is unique and never reused, even
 * across years (docs/decisions on long stays); the year tells a reader which return it belongs to.
 */
export const RECEIPT_NUMBER_PATTERN = /^NST-(\d{4}-\d{2})-(\d{6,})$/;
export const receiptNumberSchema = z.string().regex(RECEIPT_NUMBER_PATTERN);

/** The serial is padded to 6 digits and simply grows longer past 999,999. */
export const formatReceiptNumber = (financialYear: FinancialYear, serial: number): string => {
  if (!Number.isSafeInteger(serial) || serial < 1)
    throw new RangeError(`serial must be a whole number of at least 1, got ${serial}`);
  return `NST-${financialYearSchema.parse(financialYear)}-${String(serial).padStart(6, '0')}`;
};

/** GET /api/user/rent-statement?fy=2026-27. */
export const rentStatementQuerySchema = z.strictObject({ fy: financialYearSchema });
export type RentStatementQuery = z.infer<typeof rentStatementQuerySchema>;
