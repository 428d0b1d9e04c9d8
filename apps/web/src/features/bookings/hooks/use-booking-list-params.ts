import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { bookingStatusSchema, type BookingStatus } from '@nestly/shared';

type ParamName = 'page' | 'status' | 'search' | 'from' | 'to';

/**
 * The page and filters of a bookings table, kept in the URL so a filtered list can be shared and
 * survives a reload. Changing a filter goes back to page 1. `propertyId`, `userId` and `ownerId`
 * are only read: other screens link here with them (e.g. one listing's bookings).
 */
export const useBookingListParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();

  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const status: BookingStatus | undefined = bookingStatusSchema.safeParse(
    searchParams.get('status'),
  ).data;
  const search = searchParams.get('search') ?? '';
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const propertyId = searchParams.get('propertyId') ?? undefined;
  const userId = searchParams.get('userId') ?? undefined;
  const ownerId = searchParams.get('ownerId') ?? undefined;

  const update = useCallback(
    (changes: Partial<Record<ParamName, string | number | undefined>>) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (Object.keys(changes).some((key) => key !== 'page')) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) {
              next.delete(key);
            } else {
              next.set(key, String(value));
            }
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { page, status, search, from, to, propertyId, userId, ownerId, update };
};
