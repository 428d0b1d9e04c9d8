import { useQuery } from '@tanstack/react-query';
import { type BookingListResponse } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { bookingSchemas } from './load-schemas';
import { bookingKeys, type OwnerBookingListParams } from './keys';

/** GET /api/owner/bookings with page, limit, status and propertyId: the owner's homes' bookings. */
export const listOwnerBookings = (params: OwnerBookingListParams): Promise<BookingListResponse> =>
  getParsed('/owner/bookings', exportOf(bookingSchemas, 'bookingListResponseSchema'), params);

export const ownerBookingsQueryOptions = (params: OwnerBookingListParams) =>
  keepPreviousQueryOptions(bookingKeys.ownerList(params), () => listOwnerBookings(params));

export const useOwnerBookings = (params: OwnerBookingListParams) =>
  useQuery(ownerBookingsQueryOptions(params));
