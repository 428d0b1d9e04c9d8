import { BOOKING_STATUSES, type BookingStatus } from '@nestly/shared';
import { useUrlListParams } from '../../../lib/use-url-list-params';

type ParamName = 'page' | 'status' | 'search' | 'from' | 'to';

/**
 * The page and filters of a bookings table, kept in the URL so a filtered list can be shared and
 * survives a reload. Changing a filter goes back to page 1. `propertyId`, `userId` and `ownerId`
 * are only read: other screens link here with them (e.g. one listing's bookings).
 */
export const useBookingListParams = () => {
  const { searchParams, page, update } =
    useUrlListParams<Partial<Record<ParamName, string | number | undefined>>>();

  const statusParam = searchParams.get('status');
  const status = BOOKING_STATUSES.find((known): known is BookingStatus => known === statusParam);
  const search = searchParams.get('search') ?? '';
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const propertyId = searchParams.get('propertyId') ?? undefined;
  const userId = searchParams.get('userId') ?? undefined;
  const ownerId = searchParams.get('ownerId') ?? undefined;

  return { page, status, search, from, to, propertyId, userId, ownerId, update };
};
