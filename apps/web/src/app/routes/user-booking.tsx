import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@nestly/shared';
import { BackLink } from '../../components/ui';
import { useBooking } from '../../features/bookings/api/get-booking';
import { bookingKeys } from '../../features/bookings/api/keys';
import { BookingDetailScreen } from '../../features/bookings/components/booking-detail-screen';
import { PayHeldBooking } from '../../features/bookings/components/pay-held-booking';
import { UserLongStay } from '../../features/bookings/components/user-long-stay';
import { openCheckout } from '../../features/payments/checkout/open-checkout';
import { BookingReviewSection } from '../../features/reviews/components/booking-review-section';
import { useWallet } from '../../features/wallet/api/get-wallet';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

/**
 * The user's booking page: the booking, its months (paying, autopay, receipts, ending early or
 * extending), the deposit's settlement after move-out, and the review once it may be written.
 */
export default function UserBookingPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: booking } = useBooking('user', id);
  const user = useCurrentUser();
  // Only the first page: the balance is what the held booking's payment needs.
  const wallet = useWallet('user', user?.id ?? '', { page: 1, limit: 1 });
  usePageTitle(booking ? `Booking ${booking.reference}` : 'Booking');
  return (
    <div className="space-y-4">
      <BackLink to={paths.user.bookings.getHref()}>My bookings</BackLink>
      {booking && user && (
        <PayHeldBooking
          booking={booking}
          accountId={user.id}
          walletBalance={wallet.data?.wallet.balance ?? null}
        />
      )}
      <BookingDetailScreen area="user" id={id} />
      {booking && (
        <UserLongStay
          booking={booking}
          pay={openCheckout}
          walletAvailable={wallet.data?.wallet.available ?? null}
        />
      )}
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
