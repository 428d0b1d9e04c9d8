import { useState } from 'react';
import { PageHeader } from '../../components/ui';
import { BookingConfirmation } from '../../features/bookings/components/booking-confirmation';
import { StayPaymentSummary } from '../../features/bookings/components/stay-payment-summary';
import { CheckoutView } from '../../features/checkout/components/checkout-view';
import { openCheckout } from '../../features/payments/checkout/open-checkout';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

/**
 * The cart and payment. Public in the spec's table, but routes.tsx wraps it in
 * `RequireAuth role="user"`: a signed-out visitor signs in and comes back here.
 */
export default function UserCheckoutPage() {
  const user = useCurrentUser();
  // Once paid, the page becomes the booking's confirmation (the cart is gone by then).
  const [bookedId, setBookedId] = useState<string | null>(null);
  usePageTitle(bookedId ? 'Booking confirmed' : 'Checkout');
  // The confirmation replaces the cart at the same address: it opens at its top like a new page,
  // not at the pay button's height (on a phone that showed only the footer: issue 29).
  const onBooked = (bookingId: string) => {
    setBookedId(bookingId);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };
  if (!user) return null;
  if (bookedId) {
    return (
      <>
        <PageHeader
          title="Booking confirmed"
          description="Paid and booked: the dates are yours. Here is what happens next."
        />
        <BookingConfirmation bookingId={bookedId} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Checkout"
        description="Check your stay and its price, then pay by card or from your wallet."
      />
      <CheckoutView
        accountId={user.id}
        pay={openCheckout}
        onBooked={onBooked}
        paymentPlan={StayPaymentSummary}
      />
    </>
  );
}
