import { Search } from 'lucide-react';
import { DEFAULT_BOOKINGS_PAGE_SIZE, paths } from '@nestly/shared';
import { LinkButton } from '../../../components/ui';
import { useUserBookings } from '../api/list-user-bookings';
import { useBookingListParams } from '../hooks/use-booking-list-params';
import { StatusFilteredBookings } from './status-filtered-bookings';

/** The user's bookings, newest first, five to a page (spec section 9), filtered by status. */
export function UserBookingsScreen() {
  const params = useBookingListParams();
  const { page, status } = params;
  const listQuery = useUserBookings({
    page,
    limit: DEFAULT_BOOKINGS_PAGE_SIZE,
    ...(status && { status }),
  });

  return (
    <StatusFilteredBookings
      area="user"
      query={listQuery}
      params={params}
      noBookingsDescription="Find a home you like, pick your move-in date and book it in a few steps."
      noBookingsAction={
        <LinkButton
          to={paths.user.properties.getHref()}
          icon={<Search className="size-4" aria-hidden />}
        >
          Browse homes
        </LinkButton>
      }
    />
  );
}
