import { useQueryClient } from '@tanstack/react-query';
import type { BookingMutationResponse, EndStayEarlyInput, ExtendStayInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useApiMutation, type MutationHookOptions } from '../../../lib/mutation-config';
import { bookingSchemas } from './load-schemas';
import { bookingKeys } from './keys';

export interface EndStayEarlyRequest extends EndStayEarlyInput {
  bookingId: string;
}

export interface ExtendStayRequest extends ExtendStayInput {
  bookingId: string;
}

/** Posts a body already checked (the schemas are here by then) and parses the booking answered. */
const postChange = async (path: string, body: unknown): Promise<BookingMutationResponse> => {
  const { bookingMutationResponseSchema } = await bookingSchemas.load();
  const response = await apiClient.post<unknown>(path, body);
  return bookingMutationResponseSchema.parse(response.data);
};

/**
 * POST /api/user/bookings/{id}/end-early with `{ reason }`: the stay ends with the month that
 * 30 days' notice falls in; it answers the booking with its new endDate (409 when refused).
 */
export const endStayEarly = async ({ bookingId, ...input }: EndStayEarlyRequest) => {
  const { endStayEarlyInputSchema } = await bookingSchemas.load();
  return postChange(
    `/user/bookings/${encodeURIComponent(bookingId)}/end-early`,
    endStayEarlyInputSchema.parse(input),
  );
};

/**
 * POST /api/user/bookings/{id}/extend with `{ months }`, within the home's maximum (400 past
 * it); 409 when the dates after the stay are taken (the server's message says so).
 */
export const extendStay = async ({ bookingId, ...input }: ExtendStayRequest) => {
  const { extendStayInputSchema } = await bookingSchemas.load();
  return postChange(
    `/user/bookings/${encodeURIComponent(bookingId)}/extend`,
    extendStayInputSchema.parse(input),
  );
};

/** The booking as answered, and everything about bookings (its months, the lists) refetched. */
const useStayChange = <Request>(
  mutationFn: (request: Request) => Promise<BookingMutationResponse>,
  mutationConfig: MutationHookOptions<typeof mutationFn>['mutationConfig'],
) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    mutationFn,
    {
      onSuccess: async ({ booking }) => {
        queryClient.setQueryData(bookingKeys.detail('user', booking.id), booking);
        await queryClient.invalidateQueries({
          queryKey: bookingKeys.all,
          predicate: ({ queryKey }) => queryKey[2] !== 'detail' || queryKey[3] !== booking.id,
        });
      },
    },
    mutationConfig,
  );
};

export const useEndStayEarly = ({
  mutationConfig,
}: MutationHookOptions<typeof endStayEarly> = {}) => useStayChange(endStayEarly, mutationConfig);

export const useExtendStay = ({ mutationConfig }: MutationHookOptions<typeof extendStay> = {}) =>
  useStayChange(extendStay, mutationConfig);
