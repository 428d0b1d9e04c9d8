import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { TextLink } from '../../components/ui';
import { useBooking } from '../../features/bookings/api/get-booking';
import { bookingKeys } from '../../features/bookings/api/keys';
import { BookingDetailScreen } from '../../features/bookings/components/booking-detail-screen';
import { BookingReviewSection } from '../../features/reviews/components/booking-review-section';
import { usePageTitle } from '../../lib/use-page-title';

/** The user's booking page, with the review of the stay once it may be written (decision 007). */
export default function UserBookingPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: booking } = useBooking('user', id);
  usePageTitle(booking ? `Booking ${booking.reference}` : 'Booking');
  return (
    <div className="space-y-4">
      <TextLink to="/user/bookings" className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden />
        My bookings
      </TextLink>
      <BookingDetailScreen area="user" id={id} />
      {booking && (
        <BookingReviewSection
          bookingId={booking.id}
          canReview={booking.canReview}
          hasReview={booking.hasReview}
          onReviewed={() => void queryClient.invalidateQueries({ queryKey: bookingKeys.all })}
        />
      )}
    </div>
  );
}
