import { refundFor } from '@nestly/shared';
import { AppError } from '../../lib/app-error';
import { requireParty } from '../../lib/parties';
import type { AppDeps } from '../../app-deps';
import type { Ledger } from '../wallets/ledger';
import { bookingRefundPosting } from '../wallets/postings';
import { breakdownOf } from './pricing';
import * as repo from './repo';
import { notAllowed, type Actor, type BookingTransitions } from './transitions';

/**
 * Cancellation (PRODUCT.md): by the user under the refund rules, by the owner in full. The refund
 * reaches the user's wallet in the same transaction that reverses the owner's credit.
 */
export const createCancellation = (
  deps: AppDeps,
  ledger: Ledger,
  { today, stayOf, transition }: BookingTransitions,
) => {
  const { clock, notifications } = deps;

  return {
    cancel: async (bookingId: string, actor: Actor & { id: string }, reason: string) => {
      return notifications.transaction(async (tx, notify) => {
        const booking = requireParty(actor, await repo.lockBooking(tx, bookingId), 'Booking');
        if (booking.status !== 'confirmed') throw notAllowed(booking, 'cancelled');
        const outcome = refundFor({
          price: breakdownOf(booking),
          moveInDate: booking.moveInDate,
          cancellationDate: today(),
          cancelledBy: actor.role === 'owner' ? 'owner' : 'user',
        });
        if (!outcome.allowed) throw new AppError('INVALID_TRANSITION', { message: outcome.reason });
        await ledger.post(
          tx,
          bookingRefundPosting(booking, {
            subtotalRefund: outcome.rentRefund + outcome.addOnsRefund,
            depositRefund: outcome.depositRefund,
          }),
          { bookingId: booking.id, at: clock.now() },
        );
        await repo.releaseBookingReservation(tx, booking.id);
        const cancelled = await transition(
          tx,
          booking,
          ['confirmed'],
          {
            status: 'cancelled',
            cancelledAt: clock.now(),
            cancelledBy: actor.role,
            cancellationReason: reason,
            refundAmount: outcome.refund,
          },
          actor,
          reason,
          'cancelled',
        );
        await notify(
          { type: 'booking_cancelled', stay: await stayOf(tx, cancelled) },
          { actorId: actor.id },
        );
        return cancelled;
      });
    },
  };
};
