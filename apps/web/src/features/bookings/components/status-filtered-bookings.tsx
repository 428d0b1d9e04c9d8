import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import type { BookingListResponse } from '@nestly/shared';
import { Button, EmptyState } from '../../../components/ui';
import type { useBookingListParams } from '../hooks/use-booking-list-params';
import { BOOKING_STATUS_LOOKS } from '../lib/labels';
import { BookingStatusTabs, BookingsPanel } from './bookings-panel';

interface StatusFilteredBookingsProps {
  area: 'user' | 'owner';
  query: UseQueryResult<BookingListResponse>;
  params: Pick<ReturnType<typeof useBookingListParams>, 'page' | 'status' | 'update'>;
  /** Shown with no bookings at all: how the first one comes about. */
  noBookingsDescription: string;
  /** Where to go from there. */
  noBookingsAction: ReactNode;
}

/** A bookings list filtered by status tabs alone; an empty tab offers to show all bookings. */
export function StatusFilteredBookings({
  area,
  query,
  params: { page, status, update },
  noBookingsDescription,
  noBookingsAction,
}: StatusFilteredBookingsProps) {
  return (
    <BookingsPanel
      area={area}
      query={query}
      page={page}
      onPageChange={(next) => update({ page: next })}
      toolbar={<BookingStatusTabs value={status} onChange={(value) => update({ status: value })} />}
      empty={
        status ? (
          <EmptyState
            icon={<CalendarDays />}
            title={`No bookings ${BOOKING_STATUS_LOOKS[status].label.toLowerCase()}`}
            description="Other bookings are under the other tabs."
            action={
              <Button variant="outline" onClick={() => update({ status: '' })}>
                Show all bookings
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<CalendarDays />}
            title="No bookings yet"
            description={noBookingsDescription}
            action={noBookingsAction}
          />
        )
      }
    />
  );
}
