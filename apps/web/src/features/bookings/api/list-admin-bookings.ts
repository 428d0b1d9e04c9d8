import { useQuery } from '@tanstack/react-query';
import { type BookingListResponse } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { bookingSchemas } from './load-schemas';
import { bookingKeys, type AdminBookingListParams } from './keys';

/**
 * GET /api/admin/bookings with page, limit, status, propertyId, userId, ownerId, from, to and
 * search: every booking on the platform (`from`/`to` find stays overlapping that range).
 */
export const listAdminBookings = (params: AdminBookingListParams): Promise<BookingListResponse> =>
  getParsed('/admin/bookings', exportOf(bookingSchemas, 'bookingListResponseSchema'), params);

export const adminBookingsQueryOptions = (params: AdminBookingListParams) =>
  keepPreviousQueryOptions(bookingKeys.adminList(params), () => listAdminBookings(params));

export const useAdminBookings = (params: AdminBookingListParams, { enabled = true } = {}) =>
  useQuery({ ...adminBookingsQueryOptions(params), enabled });
