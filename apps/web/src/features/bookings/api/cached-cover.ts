import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BookingSummary } from '@nestly/shared';
import { cachedListItem } from '../../../lib/cached-list-item';
import { bookingKeys, type BookingArea } from './keys';

/**
 * The booked home's photo from a list of the area's bookings already in the cache, for the
 * booking's page while the booking itself loads: opened from the list, the page shows the photo at
 * once, where it will stand. Read once, as the page opens. Null when no cached list holds it.
 */
export const useCachedBookingCover = (area: BookingArea, id: string): string | null => {
  const queryClient = useQueryClient();
  const [coverUrl] = useState(
    () =>
      cachedListItem<BookingSummary>(queryClient, [...bookingKeys.all, area, 'list'], id)?.property
        .coverUrl ?? null,
  );
  return coverUrl;
};
