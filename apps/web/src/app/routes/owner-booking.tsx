import { useParams } from 'react-router';
import { BookingPage } from '../../features/bookings/components/booking-page';

export default function OwnerBookingPage() {
  const { id = '' } = useParams();
  return <BookingPage area="owner" id={id} />;
}
