import { z } from 'zod';
import { verifyPaymentResponseSchema } from '@nestly/shared';

/**
 * The schemas the checkout's requests are checked with. Only ever loaded through
 * `checkoutSchemas` (load-schemas.ts), beside the request that needs them: the checkout page
 * does not wait for Zod before it can draw (issue 27, bundle budgets).
 */
export {
  bookingMutationResponseSchema,
  cartMutationResponseSchema,
  checkoutResponseSchema,
  createBookingOrderInputSchema,
  createBookingOrderResponseSchema,
  messageResponseSchema,
  placeWalletOrderInputSchema,
  razorpayPaymentDataSchema,
  saveAddOnsInputSchema,
  saveBookingDatesInputSchema,
  serviceListResponseSchema,
} from '@nestly/shared';

/** A booking's payment always names its booking (only wallet top-ups answer `bookingId: null`). */
export const bookingPaymentResponseSchema = verifyPaymentResponseSchema.extend({
  bookingId: z.uuid(),
});
