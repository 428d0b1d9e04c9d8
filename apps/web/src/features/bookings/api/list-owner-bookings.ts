import { useQuery } from '@tanstack/react-query';
import { bookingListResponseSchema, type BookingListResponse } from '@nestly/shared';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { bookingKeys, type OwnerBookingListParams } from './keys';

/** GET /api/owner/bookings with page, limit, status and propertyId: the owner's homes' bookings. */
export const listOwnerBookings = (params: OwnerBookingListParams): Promise<BookingListResponse> =>
  getParsed('/owner/bookings', bookingListResponseSchema, params);

export const ownerBookingsQueryOptions = (params: OwnerBookingListParams) =>
  keepPreviousQueryOptions(bookingKeys.ownerList(params), () => listOwnerBookings(params));

export const useOwnerBookings = (params: OwnerBookingListParams) =>
  useQuery(ownerBookingsQueryOptions(params));
