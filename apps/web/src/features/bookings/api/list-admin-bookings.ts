import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListResponseSchema, type BookingListResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys, type AdminBookingListParams } from './keys';

/**
 * GET /api/admin/bookings with page, limit, status, propertyId, userId, ownerId, from, to and
 * search: every booking on the platform (`from`/`to` find stays overlapping that range).
 */
export const listAdminBookings = async (
  params: AdminBookingListParams,
): Promise<BookingListResponse> => {
  const response = await apiClient.get<unknown>('/admin/bookings', { params });
  return bookingListResponseSchema.parse(response.data);
};

export const adminBookingsQueryOptions = (params: AdminBookingListParams) =>
  queryOptions({
    queryKey: bookingKeys.adminList(params),
    queryFn: () => listAdminBookings(params),
    placeholderData: keepPreviousData,
  });

export const useAdminBookings = (params: AdminBookingListParams) =>
  useQuery(adminBookingsQueryOptions(params));
