import { useQueryClient } from '@tanstack/react-query';
import type { BookingMutationResponse, CancelBookingInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useApiMutation, type MutationOptionsOf } from '../../../lib/mutation-config';
import { bookingSchemas } from './load-schemas';
import { bookingKeys, type CancellingArea } from './keys';

export interface CancelBookingRequest extends CancelBookingInput {
  id: string;
}

/**
 * POST /api/{user|owner}/bookings/cancel/{id} with `{ reason, refundTo }`. The refund goes to the
 * user's wallet at once, or (`refundTo: 'card'`) its card-paid part back to the card; a booking that can no longer be cancelled answers 409 (its message is toasted).
 */
export const cancelBooking = async (
  area: CancellingArea,
  { id, ...input }: CancelBookingRequest,
): Promise<BookingMutationResponse> => {
  const { cancelBookingInputSchema, bookingMutationResponseSchema } = await bookingSchemas.load();
  const body = cancelBookingInputSchema.parse(input);
  const response = await apiClient.post<unknown>(
    `/${area}/bookings/cancel/${encodeURIComponent(id)}`,
    body,
  );
  return bookingMutationResponseSchema.parse(response.data);
};

export const useCancelBooking = (
  area: CancellingArea,
  {
    mutationConfig,
  }: { mutationConfig?: MutationOptionsOf<BookingMutationResponse, CancelBookingRequest> } = {},
) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    (request: CancelBookingRequest) => cancelBooking(area, request),
    {
      onSuccess: async ({ booking }) => {
        queryClient.setQueryData(bookingKeys.detail(area, booking.id), booking);
        await queryClient.invalidateQueries({
          queryKey: bookingKeys.all,
          predicate: ({ queryKey }) => queryKey[2] !== 'detail' || queryKey[3] !== booking.id,
        });
      },
      // Refused (e.g. move-in day reached meanwhile): redraw the booking with today's rules.
      onError: (_error, { id }) =>
        queryClient.invalidateQueries({ queryKey: bookingKeys.detail(area, id) }),
    },
    mutationConfig,
  );
};
