import type { PlaceWalletOrderInput } from '@nestly/shared';
import type { BookingRow } from '../../db/schema/index';
import { requireSide } from '../../lib/parties';
import type { AppDeps } from '../../app-deps';
import type { Ledger } from '../wallets/ledger';
import { bookingPaymentPosting } from '../wallets/postings';
import type { CartHolds } from './holds';
import * as repo from './repo';
import { notAllowed, priceChanged, type BookingTransitions, type Party } from './transitions';
import { toFreshWalletBooking } from './views';

const WALLET_REASON = 'Paid from the wallet';

/** Paying from the wallet: the cart, or a booking a card checkout left held, confirmed at once. */
export const createWalletCheckout = (
  deps: AppDeps,
  ledger: Ledger,
  { stayOf, confirmPaid }: BookingTransitions,
  { claimCart, insertBookingFromCart, replacingOwnHolds, requireHeldAddOnsOffered }: CartHolds,
) => {
  const { notifications } = deps;

  return {
    /**
     * POST /wallet/place-order/{id}: the cart (or a held booking) paid from the wallet at once.
     * A fresh cart goes straight to `confirmed` in one transaction (the hot path: no hold first);
     * a booking already held by a card checkout moves pending_payment → confirmed.
     */
    placeWalletOrder: async (user: Party, input: PlaceWalletOrderInput) => {
      const result = await replacingOwnHolds(user.id, () =>
        notifications.transaction(async (tx, notify) => {
          const paidHold = async (held: BookingRow) => {
            const booking = await confirmPaid(tx, held, 'wallet', null, WALLET_REASON);
            await notify(
              { type: 'booking_confirmed', stay: await stayOf(tx, booking) },
              { actorId: user.id },
            );
            return { booking, fresh: null };
          };
          if (input?.bookingId) {
            const held = requireSide(
              { id: user.id, role: 'user' },
              await repo.lockBooking(tx, input.bookingId),
              'user',
              'Booking',
            );
            if (held.status !== 'pending_payment') throw notAllowed(held, 'paid');
            await requireHeldAddOnsOffered(tx, held);
            if (input.amount !== undefined && input.amount !== held.total) throw priceChanged();
            return paidHold(held);
          }
          const claimed = await claimCart(tx, user, input?.amount, 'take');
          if (claimed.held) return paidHold(claimed.held);
          const { booking, eventId } = await insertBookingFromCart(
            tx,
            user.id,
            claimed,
            { status: 'confirmed', paymentMethod: 'wallet' },
            WALLET_REASON,
          );
          const posted = await ledger.post(tx, bookingPaymentPosting(booking, 'wallet'), {
            bookingId: booking.id,
            at: booking.createdAt,
          });
          // Everything the booking page shows is at hand: answer it without reading it back.
          const fresh = toFreshWalletBooking(
            booking,
            claimed.property,
            user,
            { id: eventId, reason: WALLET_REASON },
            posted,
          );
          await notify(
            { type: 'booking_confirmed', stay: await stayOf(tx, booking, fresh.view) },
            { actorId: user.id },
          );
          return { booking, fresh };
        }),
      );
      return result;
    },
  };
};
