import { useQuery } from '@tanstack/react-query';
import { type BookingListResponse } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { bookingSchemas } from './load-schemas';
import { bookingKeys, type UserBookingListParams } from './keys';

/** GET /api/user/bookings with page, limit (5 by default) and status: the user's own bookings. */
export const listUserBookings = (params: UserBookingListParams): Promise<BookingListResponse> =>
  getParsed('/user/bookings', exportOf(bookingSchemas, 'bookingListResponseSchema'), params);

export const userBookingsQueryOptions = (params: UserBookingListParams) =>
  keepPreviousQueryOptions(bookingKeys.userList(params), () => listUserBookings(params));

export const useUserBookings = (params: UserBookingListParams) =>
  useQuery(userBookingsQueryOptions(params));
