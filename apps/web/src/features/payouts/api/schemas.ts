import { z } from 'zod';
import {
  accountHolderSchema,
  accountNumberSchema,
  ifscSchema,
  MIN_WITHDRAWAL,
  otpSchema,
  vpaSchema,
} from '@nestly/shared';
import { rupeesField } from '../../../lib/form-fields';

/**
 * The schemas the payouts' requests and forms are checked with. Only ever loaded through
 * `payoutSchemas` (load-schemas.ts), beside the request or the form check that needs them: a
 * page that shows payouts does not wait for Zod before it can draw (issue 27, bundle budgets).
 */
export {
  ifscSchema,
  listAdminPayoutsResponseSchema,
  listPayoutsResponseSchema,
  listReconciliationResponseSchema,
  messageResponseSchema,
  payoutAccountResponseSchema,
  payoutAccountSettingsInputSchema,
  payoutResponseSchema,
  setPayoutAccountInputSchema,
  vpaSchema,
  withdrawInputSchema,
} from '@nestly/shared';

/** The withdraw form's amount, typed in rupees: ₹100 up to all that is available (paise). */
export const withdrawFormSchema = (available: number) =>
  z.object({
    amount: rupeesField('Amount', { min: MIN_WITHDRAWAL / 100, max: available / 100 }),
  });

const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The payout account form: the shared field rules, with what only a form needs: the account
 * number typed twice, and the password or the mailed code in one field.
 */
const payoutAccountFormSchema = (hasPassword: boolean) => {
  const secret = hasPassword
    ? z.string().min(1, { error: 'Enter your password to confirm this change' })
    : otpSchema;
  const common = {
    accountHolder: accountHolderSchema,
    secret,
    autoPayout: z.boolean(),
  };
  return z.discriminatedUnion('method', [
    z
      .object({
        method: z.literal('bank_account'),
        accountNumber: accountNumberSchema,
        confirmAccountNumber: z.string(),
        ifsc: ifscSchema,
        vpa: z.string(),
        ...common,
      })
      .refine((values) => withoutSeparators(values.confirmAccountNumber) === values.accountNumber, {
        path: ['confirmAccountNumber'],
        error: 'The two account numbers are not the same',
      }),
    z.object({
      method: z.literal('upi'),
      vpa: vpaSchema,
      accountNumber: z.string(),
      confirmAccountNumber: z.string(),
      ifsc: z.string(),
      ...common,
    }),
  ]);
};

/** The payout account form of an account with a password: it confirms the change. */
export const payoutAccountFormWithPasswordSchema = payoutAccountFormSchema(true);

/** The payout account form of an account without one (Google sign-in): a mailed code confirms. */
export const payoutAccountFormWithCodeSchema = payoutAccountFormSchema(false);
