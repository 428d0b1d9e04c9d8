// How a payout account is written and shown, without Zod (kept apart from
// payout-account.schemas.ts, which reads the same typed numbers: see common/dates.ts).

/** Spaces and dashes people type to group digits are not part of the number. */
export const withoutSeparators = (value: string): string => value.replace(/[\s-]/g, '');

/** The last four digits, all that is ever shown of an account number. */
export const lastFourDigits = (accountNumber: string): string =>
  withoutSeparators(accountNumber).slice(-4);

/** How a payout's destination reads on screens and in e-mails: `Bank account ····6789 (HDFC0001234)`. */
export const describePayoutDestination = (
  account:
    | { method: 'bank_account'; accountNumberLast4: string; ifsc: string }
    | { method: 'upi'; vpa: string },
): string =>
  account.method === 'bank_account'
    ? `Bank account ····${account.accountNumberLast4} (${account.ifsc})`
    : `UPI ${account.vpa}`;
