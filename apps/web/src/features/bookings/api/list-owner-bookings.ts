import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListResponseSchema, type BookingListResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys, type OwnerBookingListParams } from './keys';

/** GET /api/owner/bookings with page, limit, status and propertyId: the owner's homes' bookings. */
export const listOwnerBookings = async (
  params: OwnerBookingListParams,
): Promise<BookingListResponse> => {
  const response = await apiClient.get<unknown>('/owner/bookings', { params });
  return bookingListResponseSchema.parse(response.data);
};

export const ownerBookingsQueryOptions = (params: OwnerBookingListParams) =>
  queryOptions({
    queryKey: bookingKeys.ownerList(params),
    queryFn: () => listOwnerBookings(params),
    placeholderData: keepPreviousData,
  });

export const useOwnerBookings = (params: OwnerBookingListParams) =>
  useQuery(ownerBookingsQueryOptions(params));
