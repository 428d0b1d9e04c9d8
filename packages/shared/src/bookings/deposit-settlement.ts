import { addDaysToDate, businessDayOf } from '../common/business-day';
import { startOfBusinessDay } from '../common/business-day-start';

/**
 * The move-out deposit settlement's rules (PRODUCT.md, "Long stays, month by month"): the owner has
 * 7 days after the stay ends to propose deductions, the tenant 7 days to answer. Days are business
 * days: a deadline is the midnight (business zone) that starts the 7th day after the day the clock
 * started, so moving the clock 7 days always passes it and 6 days never does, whatever the hour.
 */
export const SETTLEMENT_OWNER_DAYS = 7;
export const SETTLEMENT_TENANT_DAYS = 7;
export const DEDUCTION_REASON_MIN = 5;
export const DEDUCTION_REASON_MAX = 300;
/** Deductions one proposal may list: enough for an itemised inspection, not an unbounded list. */
export const MAX_DEDUCTIONS = 20;

/** The owner's deadline: silent until then, the whole deposit goes back to the tenant. */
export const ownerProposalDeadline = (endDate: string, timeZone: string): Date =>
  startOfBusinessDay(addDaysToDate(endDate, SETTLEMENT_OWNER_DAYS), timeZone);

/** The tenant's deadline after a proposal made at `proposedAt`: silent until then, accepted. */
export const tenantResponseDeadline = (proposedAt: Date, timeZone: string): Date =>
  startOfBusinessDay(
    addDaysToDate(businessDayOf(proposedAt, timeZone), SETTLEMENT_TENANT_DAYS),
    timeZone,
  );

export interface Deduction {
  reason: string;
  /** Paise. */
  amount: number;
}

/** The sum of itemised deductions, in paise. */
export const totalDeductions = (deductions: readonly Pick<Deduction, 'amount'>[]): number =>
  deductions.reduce((sum, deduction) => sum + deduction.amount, 0);

/**
 * How a deposit divides: what the owner keeps (the deductions, or the admin's decision) and what
 * goes back to the tenant. Refuses an owner's share above the deposit: money moves only as held.
 */
export const splitDeposit = (deposit: number, ownerAmount: number) => {
  if (!Number.isSafeInteger(deposit) || deposit < 0)
    throw new RangeError('deposit must be a whole, non-negative number of paise');
  if (!Number.isSafeInteger(ownerAmount) || ownerAmount < 0 || ownerAmount > deposit)
    throw new RangeError('ownerAmount must be whole paise between 0 and the deposit');
  return { ownerAmount, tenantAmount: deposit - ownerAmount };
};
