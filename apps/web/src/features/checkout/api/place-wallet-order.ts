import {
  bookingMutationResponseSchema,
  placeWalletOrderInputSchema,
  type BookingMutationResponse,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { requireBookingAnswer } from '../lib/booking-answer';

/**
 * POST /api/user/wallet/place-order/{accountId} with `{ amount }` (compared like the card order):
 * pays the cart from the wallet in one step and answers 201 with the confirmed booking.
 */
export const placeWalletOrder = async (
  accountId: string,
  amount: number,
): Promise<BookingMutationResponse> => {
  const body = placeWalletOrderInputSchema.parse({ amount });
  const response = await apiClient.post<unknown>(
    `/user/wallet/place-order/${encodeURIComponent(accountId)}`,
    body,
  );
  return bookingMutationResponseSchema.parse(requireBookingAnswer(response, 'booking'));
};
