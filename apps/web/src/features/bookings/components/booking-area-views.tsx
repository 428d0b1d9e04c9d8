import type { ReactNode } from 'react';
import { paths, type BookingDetail } from '@nestly/shared';
import { TextLink } from '../../../components/ui';
import type { BookingArea, CancellingArea } from '../api/keys';

type Party = BookingDetail['user'];

/** What each side reads and sees on a booking's page: one row per area, not a branch per spot. */
export interface BookingAreaView {
  /** Where refunds and the deposit went back to, as the reader would say it. */
  guestWallet: string;
  /** Under "Awaiting payment". */
  awaitingPayment: ReactNode;
  /** Under "Stay completed". */
  depositReturned: string;
  /** The platform's split (commission, the owner's share) under the price. */
  showsSplit: boolean;
  /** The card of the people on the booking, as this side knows them. */
  peopleTitle: string;
  peopleOf: (booking: BookingDetail) => { title?: string; party: Party }[];
  /** Who may cancel from this page: the area itself, or nobody (admins only look). */
  cancellingArea: CancellingArea | null;
}

const GUEST_HAS_STARTED_PAYING =
  'The guest has started paying. Unpaid bookings let their dates go after that.';

export const BOOKING_AREA_VIEWS: Record<BookingArea, BookingAreaView> = {
  user: {
    guestWallet: 'your Nestly wallet',
    awaitingPayment: (
      <>
        Nothing has been charged yet. Unpaid bookings let their dates go after that.{' '}
        <TextLink to={paths.user.checkout.getHref()}>Go to checkout</TextLink>
      </>
    ),
    depositReturned: 'Your security deposit went back to your Nestly wallet.',
    showsSplit: false,
    peopleTitle: 'Owner',
    peopleOf: (booking) => [{ party: booking.owner }],
    cancellingArea: 'user',
  },
  owner: {
    guestWallet: 'the guest’s wallet',
    awaitingPayment: GUEST_HAS_STARTED_PAYING,
    depositReturned: 'The security deposit went back to the guest’s wallet.',
    showsSplit: true,
    peopleTitle: 'Guest',
    peopleOf: (booking) => [{ party: booking.user }],
    cancellingArea: 'owner',
  },
  admin: {
    guestWallet: 'the guest’s wallet',
    awaitingPayment: GUEST_HAS_STARTED_PAYING,
    depositReturned: 'The security deposit went back to the guest’s wallet.',
    showsSplit: true,
    peopleTitle: 'People',
    peopleOf: (booking) => [
      { title: 'Guest', party: booking.user },
      { title: 'Owner', party: booking.owner },
    ],
    cancellingArea: null,
  },
};
