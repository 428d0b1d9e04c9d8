import { z } from 'zod';
import { otpSchema } from '../auth/auth.schemas';
import { PASSWORD_MAX_LENGTH } from '../common/constants';
import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_METHODS,
  VPA_PATTERN,
} from './payout-account.constants';
import { withoutSeparators } from './payout-destination';

// The account a person's money is paid out to (PRODUCT.md, Money out: "Payout account"): a bank
// account with its IFSC, or a UPI id. The web checks each field as it is typed with these same
// schemas; the provider then validates the account itself (a "penny drop"). The plain names and
// patterns are in payout-account.constants.ts, how an account is shown in payout-destination.ts.

export const payoutMethodSchema = z.enum(PAYOUT_METHODS, {
  error: 'Choose a bank account or UPI',
});

/** What the provider's penny drop said about the account. */
export const payoutAccountStatusSchema = z.enum(PAYOUT_ACCOUNT_STATUSES);

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
