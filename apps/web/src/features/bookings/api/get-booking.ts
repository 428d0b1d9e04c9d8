import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDetail } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { bookingSchemas } from './load-schemas';
import { bookingKeys, type BookingArea } from './keys';

/**
 * GET /api/{user|owner|admin}/bookings/{id}: one booking with its price, payments, timeline and
 * what cancelling now would do for the caller. Another person's booking answers 404.
 */
export const getBooking = async (area: BookingArea, id: string): Promise<BookingDetail> => {
  const [response, { bookingResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${area}/bookings/${encodeURIComponent(id)}`),
    bookingSchemas.load(),
  ]);
  return bookingResponseSchema.parse(response.data).booking;
};

/** Always fresh on mount: the refund preview depends on today, and jobs move the status. */
export const bookingQueryOptions = (area: BookingArea, id: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(area, id),
    queryFn: () => getBooking(area, id),
    staleTime: 0,
  });

export const useBooking = (area: BookingArea, id: string) =>
  useQuery({ ...bookingQueryOptions(area, id), enabled: Boolean(id) });
