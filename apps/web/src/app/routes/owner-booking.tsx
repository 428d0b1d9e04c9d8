import { useParams } from 'react-router';
import { useBooking } from '../../features/bookings/api/get-booking';
import { BookingPage } from '../../features/bookings/components/booking-page';
import { OwnerLongStay } from '../../features/bookings/components/owner-long-stay';

/** The owner's booking page: the booking, its months, and the deposit's settlement at move-out. */
export default function OwnerBookingPage() {
  const { id = '' } = useParams();
  const { data: booking } = useBooking('owner', id);
  return (
    <div className="space-y-6">
      <BookingPage area="owner" id={id} />
      {booking && <OwnerLongStay booking={booking} />}
    </div>
  );
}
