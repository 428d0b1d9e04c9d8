import { z } from 'zod';
import { WALLET_TOP_UP_MAX, WALLET_TOP_UP_MIN } from '@nestly/shared';
import { rupeesField } from '../../../lib/form-fields';

/**
 * The schemas the wallet's requests and its top-up form are checked with. Only ever loaded
 * through `walletSchemas` (load-schemas.ts), beside the request or the form check that needs
 * them: a page that shows a wallet does not wait for Zod before it can draw (issue 27, bundle
 * budgets).
 */
export {
  razorpayPaymentDataSchema,
  verifyPaymentResponseSchema,
  walletResponseSchema,
  walletTopUpInputSchema,
  walletTopUpResponseSchema,
} from '@nestly/shared';

/** Typed in rupees; the server's limits (₹100 to ₹5,00,000) are checked before any order. */
export const topUpFormSchema = z.object({
  amount: rupeesField('Amount', { min: WALLET_TOP_UP_MIN / 100, max: WALLET_TOP_UP_MAX / 100 }),
});
