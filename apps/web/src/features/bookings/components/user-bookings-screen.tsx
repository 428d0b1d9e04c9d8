import { CalendarDays, Search } from 'lucide-react';
import { DEFAULT_BOOKINGS_PAGE_SIZE } from '@nestly/shared';
import { Button, EmptyState, LinkButton } from '../../../components/ui';
import { useUserBookings } from '../api/list-user-bookings';
import { useBookingListParams } from '../hooks/use-booking-list-params';
import { BOOKING_STATUS_LOOKS } from '../lib/labels';
import { BookingStatusTabs, BookingsPanel } from './bookings-panel';

/** The user's bookings, newest first, five to a page (spec section 9), filtered by status. */
export function UserBookingsScreen() {
  const { page, status, update } = useBookingListParams();
  const listQuery = useUserBookings({
    page,
    limit: DEFAULT_BOOKINGS_PAGE_SIZE,
    ...(status && { status }),
  });

  return (
    <BookingsPanel
      area="user"
      query={listQuery}
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
            description="Find a home you like, pick your move-in date and book it in a few steps."
            action={
              <LinkButton to="/user/properties" icon={<Search className="size-4" aria-hidden />}>
                Browse homes
              </LinkButton>
            }
          />
        )
      }
    />
  );
}
