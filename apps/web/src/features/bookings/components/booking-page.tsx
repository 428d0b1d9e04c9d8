import { paths } from '@nestly/shared';
import { BackLink } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBooking } from '../api/get-booking';
import { BookingDetailScreen } from './booking-detail-screen';

/**
 * A booking's page for an owner or an admin: back to all their bookings, then the booking, the
 * tab titled with its reference once it has loaded. (The user's page adds paying and reviewing.)
 */
export function BookingPage({ area, id }: { area: 'owner' | 'admin'; id: string }) {
  const { data } = useBooking(area, id);
  usePageTitle(data ? `Booking ${data.reference}` : 'Booking');
  return (
    <div className="space-y-4">
      <BackLink to={paths[area].bookings.getHref()}>All bookings</BackLink>
      <BookingDetailScreen area={area} id={id} />
    </div>
  );
}
