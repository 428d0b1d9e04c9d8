import { z } from 'zod';
import { otpSchema } from '../auth/auth.schemas';
import { PASSWORD_MAX_LENGTH } from '../common/constants';

// The account a person's money is paid out to (PRODUCT.md, Money out: "Payout account"): a bank
// account with its IFSC, or a UPI id. The web checks each field as it is typed with these same
// schemas; the provider then validates the account itself (a "penny drop").

export const PAYOUT_METHODS = ['bank_account', 'upi'] as const;
export const payoutMethodSchema = z.enum(PAYOUT_METHODS, {
  error: 'Choose a bank account or UPI',
});
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** What the provider's penny drop said about the account. */
export const PAYOUT_ACCOUNT_STATUSES = ['verified', 'failed'] as const;
export const payoutAccountStatusSchema = z.enum(PAYOUT_ACCOUNT_STATUSES);
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

/** Spaces and dashes people type to group digits are not part of the number. */
const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');

export const accountHolderSchema = z
  .string({ error: 'Enter the name on the account' })
  .trim()
  .min(3, { error: 'Enter the name on the account, as the bank has it (at least 3 letters)' })
  .max(100, { error: 'The name on the account can be at most 100 characters' })
  .regex(/^[A-Za-z][A-Za-z .'&-]*$/, {
    error: "Use letters, spaces and . ' & - only, as the bank has the name",
  });

/** Typed in capitals or not: the bank's code is the same; stored and compared in capitals. */
export const ifscSchema = z
  .string({ error: 'Enter the IFSC' })
  .trim()
  .toUpperCase()
  .regex(IFSC_PATTERN, {
    error: 'IFSC looks like ABCD0123456: 4 letters, a zero, then 6 letters or digits',
  });

export const accountNumberSchema = z
  .string({ error: 'Enter the account number' })
  .overwrite(withoutSeparators)
  .regex(ACCOUNT_NUMBER_PATTERN, { error: 'An account number has 9 to 18 digits' });

export const vpaSchema = z
  .string({ error: 'Enter your UPI id' })
  .trim()
  .regex(VPA_PATTERN, { error: 'A UPI id looks like name@bank, for example asha@okhdfc' });

/**
 * Changing where money goes asks for the person's current password again; an account without one
 * (Google sign-in) sends a code mailed by `POST /api/{user|owner}/payout-account/code` instead.
 * Exactly one of the two.
 */
const confirmationFields = {
  password: z
    .string({ error: 'Enter your password' })
    .min(1, { error: 'Enter your password' })
    .max(PASSWORD_MAX_LENGTH, { error: 'That is not your password' })
    .optional(),
  code: otpSchema.optional(),
};

export const bankAccountFieldsSchema = z.strictObject({
  method: z.literal('bank_account'),
  accountHolder: accountHolderSchema,
  accountNumber: accountNumberSchema,
  ifsc: ifscSchema,
  ...confirmationFields,
  /** Owners only (the route refuses it from users): pay the available balance every Monday. */
  autoPayout: z.boolean().optional(),
});

export const upiFieldsSchema = z.strictObject({
  method: z.literal('upi'),
  accountHolder: accountHolderSchema,
  vpa: vpaSchema,
  ...confirmationFields,
  autoPayout: z.boolean().optional(),
});

/** `PUT /api/{user|owner}/payout-account`. */
export const setPayoutAccountInputSchema = z
  .discriminatedUnion('method', [bankAccountFieldsSchema, upiFieldsSchema], {
    error: 'Choose a bank account or UPI',
  })
  .superRefine((input, context) => {
    const hasPassword = input.password !== undefined;
    const hasCode = input.code !== undefined;
    if (!hasPassword && !hasCode) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Enter your password (or the code we e-mailed you) to confirm this change',
      });
    } else if (hasPassword && hasCode) {
      context.addIssue({
        code: 'custom',
        path: ['code'],
        message: 'Send your password or the e-mailed code, not both',
      });
    }
  });
export type SetPayoutAccountInput = z.infer<typeof setPayoutAccountInputSchema>;

/** `PATCH /api/owner/payout-account`: turning weekly payouts on or off needs no new validation. */
export const payoutAccountSettingsInputSchema = z.strictObject({
  autoPayout: z.boolean({ error: 'Say whether to pay out every Monday' }),
});
export type PayoutAccountSettingsInput = z.infer<typeof payoutAccountSettingsInputSchema>;

const payoutAccountCommon = {
  accountHolder: z.string(),
  status: payoutAccountStatusSchema,
  /** When the penny drop succeeded; null when it failed. */
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
  autoPayout: z.boolean(),
  /**
   * Payouts to this account wait until then (24 hours after it replaced another); null when they
   * need not wait.
   */
  payoutsHeldUntil: z.iso.datetime({ offset: true }).nullable(),
};

/** The account as answered: never the full number, only its last four digits. */
export const payoutAccountSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank_account'),
    accountNumberLast4: z.string().regex(/^\d{4}$/),
    ifsc: z.string().regex(IFSC_PATTERN),
    ...payoutAccountCommon,
  }),
  z.object({
    method: z.literal('upi'),
    vpa: z.string(),
    ifsc: z.null(),
    ...payoutAccountCommon,
  }),
]);
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** `GET` and `PUT /api/{user|owner}/payout-account`. */
export const payoutAccountResponseSchema = z.object({ data: payoutAccountSchema.nullable() });
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponseSchema>;

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
