import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instalment } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { bookingSchemas } from './load-schemas';
import { bookingKeys, type BookingArea } from './keys';

/**
 * GET /api/{user|owner|admin}/bookings/{id}/instalments: the stay's months, month 1 (paid at
 * checkout) first. Only the booking's tenant, its owner and admins read it (404 for others).
 */
export const listInstalments = async (
  area: BookingArea,
  bookingId: string,
): Promise<Instalment[]> => {
  const [response, { instalmentListResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${area}/bookings/${encodeURIComponent(bookingId)}/instalments`),
    bookingSchemas.load(),
  ]);
  return instalmentListResponseSchema.parse(response.data).data;
};

/** Fresh on mount: the marking job moves months to due and overdue as days pass. */
export const instalmentsQueryOptions = (area: BookingArea, bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.instalments(area, bookingId),
    queryFn: () => listInstalments(area, bookingId),
    staleTime: 0,
  });

export const useInstalments = (area: BookingArea, bookingId: string) =>
  useQuery({ ...instalmentsQueryOptions(area, bookingId), enabled: Boolean(bookingId) });
