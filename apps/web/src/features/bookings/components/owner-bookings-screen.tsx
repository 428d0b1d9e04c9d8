import { Building2, CalendarDays } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@nestly/shared';
import { Button, EmptyState, LinkButton } from '../../../components/ui';
import { useOwnerBookings } from '../api/list-owner-bookings';
import { useBookingListParams } from '../hooks/use-booking-list-params';
import { BOOKING_STATUS_LOOKS } from '../lib/labels';
import { BookingStatusTabs, BookingsPanel } from './bookings-panel';

/** Bookings of the owner's homes, with the guest of each; `?propertyId=` narrows to one home. */
export function OwnerBookingsScreen() {
  const { page, status, propertyId, update } = useBookingListParams();
  const listQuery = useOwnerBookings({
    page,
    limit: DEFAULT_PAGE_SIZE,
    ...(status && { status }),
    ...(propertyId && { propertyId }),
  });

  return (
    <BookingsPanel
      area="owner"
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
            description="When tenants book your homes, their stays and payments appear here."
            action={
              <LinkButton
                to="/owner/properties"
                variant="outline"
                icon={<Building2 className="size-4" aria-hidden />}
              >
                Your properties
              </LinkButton>
            }
          />
        )
      }
    />
  );
}
