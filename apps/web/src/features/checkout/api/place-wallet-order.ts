import type { BookingMutationResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { newIdempotencyKey, withIdempotencyKey } from '../../../lib/idempotency-key';
import { requireBookingAnswer } from '../lib/booking-answer';
import { checkoutSchemas } from './load-schemas';

/**
 * POST /api/user/wallet/place-order/{accountId} with `{ amount }` (compared like the card order):
 * pays the cart from the wallet in one step and answers 201 with the confirmed booking. Sent with
 * an Idempotency-Key (one per attempt): a retry of it answers the same booking and pays once.
 */
export const placeWalletOrder = async (
  accountId: string,
  amount: number,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<BookingMutationResponse> => {
  const { placeWalletOrderInputSchema, bookingMutationResponseSchema } =
    await checkoutSchemas.load();
  const body = placeWalletOrderInputSchema.parse({ amount });
  const response = await apiClient.post<unknown>(
    `/user/wallet/place-order/${encodeURIComponent(accountId)}`,
    body,
    withIdempotencyKey(idempotencyKey),
  );
  return bookingMutationResponseSchema.parse(requireBookingAnswer(response, 'booking'));
};
