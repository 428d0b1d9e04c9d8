import { useParams } from 'react-router';
import { BookingPage } from '../../features/bookings/components/booking-page';

export default function AdminBookingPage() {
  const { id = '' } = useParams();
  return <BookingPage area="admin" id={id} />;
}
