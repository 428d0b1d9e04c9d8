import { useParams } from 'react-router';
import { useBooking } from '../../features/bookings/api/get-booking';
import { BookingPage } from '../../features/bookings/components/booking-page';
import { ReadOnlySchedule } from '../../features/bookings/components/read-only-schedule';

/** An admin's look at one booking, with its months once it is confirmed. */
export default function AdminBookingPage() {
  const { id = '' } = useParams();
  const { data: booking } = useBooking('admin', id);
  const showsSchedule = booking?.status === 'confirmed' || booking?.status === 'completed';
  return (
    <div className="space-y-6">
      <BookingPage area="admin" id={id} />
      {booking && showsSchedule && <ReadOnlySchedule area="admin" bookingId={booking.id} />}
    </div>
  );
}
