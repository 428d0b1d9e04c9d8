import { useQueryClient } from '@tanstack/react-query';
import type { BookingMutationResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { idempotencyKeyFor, withIdempotencyKey } from '../../../lib/idempotency-key';
import { useApiMutation, type MutationHookOptions } from '../../../lib/mutation-config';
import { bookingSchemas } from './load-schemas';
import { bookingKeys } from './keys';

export interface PayHeldBookingRequest {
  accountId: string;
  bookingId: string;
  /** What the page showed: the server answers 409 if the booking's total differs. */
  amount: number;
}

/**
 * POST /api/user/wallet/place-order/{accountId} with `{ bookingId, amount }`: pays a booking still
 * awaiting payment (a card checkout left unfinished) from the wallet, while its dates are held.
 * Sent with an Idempotency-Key, one per mutation call (a retry of the call sends the same).
 */
export const payHeldBooking = async (
  request: PayHeldBookingRequest,
): Promise<BookingMutationResponse> => {
  const { placeWalletOrderInputSchema, bookingMutationResponseSchema } =
    await bookingSchemas.load();
  const { accountId, bookingId, amount } = request;
  const body = placeWalletOrderInputSchema.parse({ bookingId, amount });
  const response = await apiClient.post<unknown>(
    `/user/wallet/place-order/${encodeURIComponent(accountId)}`,
    body,
    withIdempotencyKey(idempotencyKeyFor(request)),
  );
  return bookingMutationResponseSchema.parse(response.data);
};

export const usePayHeldBooking = ({
  mutationConfig,
}: MutationHookOptions<typeof payHeldBooking> = {}) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    payHeldBooking,
    {
      onSuccess: async ({ booking }) => {
        queryClient.setQueryData(bookingKeys.detail('user', booking.id), booking);
        await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      },
    },
    mutationConfig,
  );
};
