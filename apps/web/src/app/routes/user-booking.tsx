import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@nestly/shared';
import { BackLink, Spinner } from '../../components/ui';
import { useBooking } from '../../features/bookings/api/get-booking';
import { bookingKeys } from '../../features/bookings/api/keys';
import { BookingDetailScreen } from '../../features/bookings/components/booking-detail-screen';
import { PayHeldBooking } from '../../features/bookings/components/pay-held-booking';
import { hasMonthlySchedule } from '../../features/bookings/lib/stay-months';
import { openCheckout } from '../../features/payments/checkout/open-checkout';
import { useWallet } from '../../features/wallet/api/get-wallet';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

// Below the booking on every screen: the stay's months (paying, autopay, receipts, extending,
// ending early, the deposit's settlement) and the review. Their code, with the forms and
// react-hook-form (about 30 KiB gzipped), comes beside the booking's answer rather than in the
// page's first load (issue 27's cap of 180 KiB).
const loadLongStay = () => import('../../features/bookings/components/user-long-stay');
const UserLongStay = lazy(() =>
  loadLongStay().then((module) => ({ default: module.UserLongStay })),
);
const loadReviewSection = () => import('../../features/reviews/components/booking-review-section');
const BookingReviewSection = lazy(() =>
  loadReviewSection().then((module) => ({ default: module.BookingReviewSection })),
);

/** What the months' section shows while its code comes: its own loading state (no shift). */
function MonthsLoading() {
  return (
    <div className="flex justify-center py-8 text-primary-600">
      <Spinner label="Loading the monthly payments" />
    </div>
  );
}

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
  useEffect(() => {
    // Each in a task of its own, not in the effects of the page's first render: Vite's preload
    // adds a link for each file it has not seen, and the two together made that one of the page's
    // longest tasks on a phone (issue 27). Failed fetches are the Suspense boundaries' to report
    // (the route's error page).
    const timers = [loadLongStay, loadReviewSection].map((load) =>
      setTimeout(() => void load().catch(() => undefined), 0),
    );
    return () => timers.forEach(clearTimeout);
  }, []);
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
        <Suspense fallback={hasMonthlySchedule(booking) ? <MonthsLoading /> : null}>
          <UserLongStay
            booking={booking}
            pay={openCheckout}
            walletAvailable={wallet.data?.wallet.available ?? null}
          />
        </Suspense>
      )}
      {booking && (
        <Suspense fallback={null}>
          <BookingReviewSection
            bookingId={booking.id}
            canReview={booking.canReview}
            hasReview={booking.hasReview}
            onReviewed={() => void queryClient.invalidateQueries({ queryKey: bookingKeys.all })}
          />
        </Suspense>
      )}
    </div>
  );
}
