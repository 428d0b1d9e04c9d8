import { refundFor } from '@nestly/shared';
import { AppError } from '../../lib/app-error';
import { requireParty } from '../../lib/parties';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { LedgerService } from '../ledger/index';
import { breakdownOf } from '../cart/index';
import * as repo from './repo';
import { notAllowed, type Actor, type BookingTransitions } from './transitions';

/**
 * Cancellation (PRODUCT.md): by the user under the refund rules, by the owner in full. The refund
 * reaches the user's wallet in the same transaction that reverses the owner's credit.
 */
export const createCancellation = (
  deps: AppDeps & Notifying,
  ledger: LedgerService,
  { today, stayOf, transition }: BookingTransitions,
) => {
  const { db, clock, notifications } = deps;

  return {
    cancel: async (bookingId: string, actor: Actor & { id: string }, reason: string) => {
      return db.transaction(async (tx) => {
        const booking = requireParty(actor, await repo.lockBooking(tx, bookingId), 'Booking');
        if (booking.status !== 'confirmed') throw notAllowed(booking, 'cancelled');
        const outcome = refundFor({
          price: breakdownOf(booking),
          moveInDate: booking.moveInDate,
          cancellationDate: today(),
          cancelledBy: actor.role === 'owner' ? 'owner' : 'user',
        });
        if (!outcome.allowed) throw new AppError('INVALID_TRANSITION', { message: outcome.reason });
        await ledger.refundBooking(
          tx,
          booking,
          {
            subtotalRefund: outcome.rentRefund + outcome.addOnsRefund,
            depositRefund: outcome.depositRefund,
          },
          { at: clock.now() },
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
        await notifications.raise(
          tx,
          { type: 'booking_cancelled', stay: await stayOf(tx, cancelled) },
          { actorId: actor.id },
        );
        return cancelled;
      });
    },
  };
};
