import { Building2 } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, paths } from '@nestly/shared';
import { LinkButton } from '../../../components/ui';
import { useOwnerBookings } from '../api/list-owner-bookings';
import { useBookingListParams } from '../hooks/use-booking-list-params';
import { StatusFilteredBookings } from './status-filtered-bookings';

/** Bookings of the owner's homes, with the guest of each; `?propertyId=` narrows to one home. */
export function OwnerBookingsScreen() {
  const params = useBookingListParams();
  const { page, status, propertyId } = params;
  const listQuery = useOwnerBookings({
    page,
    limit: DEFAULT_PAGE_SIZE,
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
