import { Building2 } from 'lucide-react';
import { DEFAULT_BOOKINGS_PAGE_SIZE, paths } from '@nestly/shared';
import { LinkButton } from '../../../components/ui';
import { useAuthStore } from '../../../stores/auth-store';
import { useOwnerBookings } from '../api/list-owner-bookings';
import { useBookingListParams } from '../hooks/use-booking-list-params';
import { StatusFilteredBookings } from './status-filtered-bookings';

/** Bookings of the owner's homes, with the guest of each; `?propertyId=` narrows to one home. */
export function OwnerBookingsScreen() {
  const params = useBookingListParams();
  const { page, status, propertyId } = params;
  const ownerId = useAuthStore((state) => state.user?.id);
  // The spec's call (section 7) sends page, limit and ownerId, 5 a page (section 9); the server
  // checks that ownerId is the caller's own.
  const listQuery = useOwnerBookings({
    page,
    limit: DEFAULT_BOOKINGS_PAGE_SIZE,
    ...(ownerId && { ownerId }),
    ...(status && { status }),
    ...(propertyId && { propertyId }),
  });

  return (
    <StatusFilteredBookings
      area="owner"
      query={listQuery}
      params={params}
      noBookingsDescription="When tenants book your homes, their stays and payments appear here."
      noBookingsAction={
        <LinkButton
          to={paths.owner.properties.getHref()}
          variant="outline"
          icon={<Building2 className="size-4" aria-hidden />}
        >
          Your properties
        </LinkButton>
      }
    />
  );
}
