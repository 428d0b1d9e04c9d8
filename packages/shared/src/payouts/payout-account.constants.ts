// Kept apart from payout-account.schemas.ts: the payout screens draw with these, and a module that
// builds Zod schemas brings Zod into every page that imports any of its exports (common/dates.ts).

export const PAYOUT_METHODS = ['bank_account', 'upi'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** What the provider's penny drop said about the account. */
export const PAYOUT_ACCOUNT_STATUSES = ['verified', 'failed'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/**
 * Payouts to an account that replaced another wait this long after the change (the first account
 * a person sets is not held): taking over a session must not be enough to redirect the money.
 */
export const PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS = 24;

/** The contract's patterns, kept word for word. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** NPCI's UPI id: a handle of 2–256 of `a-z 0-9 . _ -`, `@`, a provider of 2–64 letters. */
export const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;
