import type { CreateBookingOrderInput, CreateBookingOrderResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { newIdempotencyKey, withIdempotencyKey } from '../../../lib/idempotency-key';
import { requireBookingAnswer } from '../lib/booking-answer';
import { checkoutSchemas } from './load-schemas';

/**
 * POST /api/user/razorpay/order/{accountId} with `{ amount }`, the total the page showed (409
 * when the server's price differs). Makes (or reuses) the cart's pending booking, which holds
 * the dates for 15 minutes, and answers the provider order to pay. Sent with an Idempotency-Key
 * (one per attempt): a retry of it answers the same order.
 */
export const createBookingOrder = async (
  accountId: string,
  input: CreateBookingOrderInput,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<CreateBookingOrderResponse> => {
  const { createBookingOrderInputSchema, createBookingOrderResponseSchema } =
    await checkoutSchemas.load();
  const body = createBookingOrderInputSchema.parse(input);
  const response = await apiClient.post<unknown>(
    `/user/razorpay/order/${encodeURIComponent(accountId)}`,
    body,
    withIdempotencyKey(idempotencyKey),
  );
  return createBookingOrderResponseSchema.parse(requireBookingAnswer(response, 'bookingId'));
};
