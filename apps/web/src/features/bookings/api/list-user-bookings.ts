import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListResponseSchema, type BookingListResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys, type UserBookingListParams } from './keys';

/** GET /api/user/bookings with page, limit (5 by default) and status: the user's own bookings. */
export const listUserBookings = async (
  params: UserBookingListParams,
): Promise<BookingListResponse> => {
  const response = await apiClient.get<unknown>('/user/bookings', { params });
  return bookingListResponseSchema.parse(response.data);
};

export const userBookingsQueryOptions = (params: UserBookingListParams) =>
  queryOptions({
    queryKey: bookingKeys.userList(params),
    queryFn: () => listUserBookings(params),
    placeholderData: keepPreviousData,
  });

export const useUserBookings = (params: UserBookingListParams) =>
  useQuery(userBookingsQueryOptions(params));
