import { useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, SetAutopayResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useApiMutation, type MutationHookOptions } from '../../../lib/mutation-config';
import { bookingSchemas } from './load-schemas';
import { bookingKeys } from './keys';

export interface SetAutopayRequest {
  bookingId: string;
  enabled: boolean;
}

/** PATCH /api/user/bookings/{id}/autopay with `{ enabled }`: months taken from the wallet. */
export const setAutopay = async ({
  bookingId,
  enabled,
}: SetAutopayRequest): Promise<SetAutopayResponse> => {
  const { setAutopayInputSchema, setAutopayResponseSchema } = await bookingSchemas.load();
  const body = setAutopayInputSchema.parse({ enabled });
  const response = await apiClient.patch<unknown>(
    `/user/bookings/${encodeURIComponent(bookingId)}/autopay`,
    body,
  );
  return setAutopayResponseSchema.parse(response.data);
};

export const useSetAutopay = ({ mutationConfig }: MutationHookOptions<typeof setAutopay> = {}) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    setAutopay,
    {
      // The switch shows the server's answer at once; the booking is fetched again behind it.
      onSuccess: async ({ enabled }, { bookingId }) => {
        queryClient.setQueryData<BookingDetail>(bookingKeys.detail('user', bookingId), (booking) =>
          booking ? { ...booking, autopay: enabled } : booking,
        );
        await queryClient.invalidateQueries({ queryKey: bookingKeys.detail('user', bookingId) });
      },
    },
    mutationConfig,
  );
};
