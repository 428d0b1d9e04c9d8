import { refundFor, type RefundDestination } from '@nestly/shared';
import { AppError } from '../../lib/app-error';
import { requireParty } from '../../lib/parties';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { LedgerService } from '../ledger/index';
import type { PaymentsService } from '../payments/index';
import { breakdownOf } from '../cart/index';
import * as repo from './repo';
import { notAllowed, type Actor, type BookingTransitions } from './transitions';

/**
 * Cancellation (PRODUCT.md): by the user under the refund rules, by the owner in full. The refund
 * reaches the user's wallet in the same transaction that reverses the owner's credit; with
 * `refundTo: 'card'` (the user's choice), the part paid by card goes back to the card instead
 * (decision 028: card refund rows and their provider jobs, written in this same transaction).
 */
export const createCancellation = (
  deps: AppDeps & Notifying,
  ledger: LedgerService,
  payments: Pick<PaymentsService, 'refundBookingToCard'>,
  { today, stayOf, transition }: BookingTransitions,
) => {
  const { db, clock, notifications } = deps;

  return {
    cancel: async (
      bookingId: string,
      actor: Actor & { id: string },
      reason: string,
      refundTo: RefundDestination = 'wallet',
    ) => {
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
        // Only the guest chooses the card; a host's cancellation refunds to the wallet (instant).
        const toCard =
          refundTo === 'card' && actor.role === 'user' && outcome.refund > 0
            ? await payments.refundBookingToCard(tx, {
                bookingId: booking.id,
                accountId: booking.userId,
                upTo: outcome.refund,
              })
            : 0;
        await ledger.refundBooking(
          tx,
          booking,
          {
            subtotalRefund: outcome.rentRefund + outcome.addOnsRefund,
            depositRefund: outcome.depositRefund,
            toCard,
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
        return { ...cancelled, refundToCard: toCard };
      });
    },
  };
};
