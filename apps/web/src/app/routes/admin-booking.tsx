import { useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { TextLink } from '../../components/ui';
import { useBooking } from '../../features/bookings/api/get-booking';
import { BookingDetailScreen } from '../../features/bookings/components/booking-detail-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminBookingPage() {
  const { id = '' } = useParams();
  const { data } = useBooking('admin', id);
  usePageTitle(data ? `Booking ${data.reference}` : 'Booking');
  return (
    <div className="space-y-4">
      <TextLink to="/admin/bookings" className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden />
        All bookings
      </TextLink>
      <BookingDetailScreen area="admin" id={id} />
    </div>
  );
}
