import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bookingKeys, type BookingArea } from './keys';

interface ListedBooking {
  id?: unknown;
  property?: { coverUrl?: unknown };
}

/**
 * The booked home's photo from a list of the area's bookings already in the cache, for the
 * booking's page while the booking itself loads: opened from the list, the page shows the photo at
 * once, where it will stand. Read once, as the page opens. Null when no cached list holds it.
 */
export const useCachedBookingCover = (area: BookingArea, id: string): string | null => {
  const queryClient = useQueryClient();
  const [coverUrl] = useState(() => {
    const lists = queryClient.getQueriesData<{ data?: unknown }>({
      queryKey: [...bookingKeys.all, area, 'list'],
    });
    for (const [, answer] of lists) {
      if (!Array.isArray(answer?.data)) continue;
      const booking = (answer.data as ListedBooking[]).find((listed) => listed.id === id);
      const url = booking?.property?.coverUrl;
      if (typeof url === 'string') return url;
    }
    return null;
  });
  return coverUrl;
};
