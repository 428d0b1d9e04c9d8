import { refundFor, splitCommission, type RefundDestination } from '@nestly/shared';
import { AppError } from '../../lib/app-error';
import { requireParty } from '../../lib/parties';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { LedgerService } from '../ledger/index';
import type { PaymentsService } from '../payments/index';
import { paidPartOf } from '../cart/index';
import * as repo from './repo';
import { cancelInstalments, lockInstalments } from './instalments-repo';
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
        // The Booking rules apply to what was paid (decision 027): month 1 and the deposit at
        // checkout (and any month paid ahead); a stay paid whole before long stays, all of it.
        const months = await lockInstalments(tx, booking.id);
        const paidMonths = months.filter((month) => month.status === 'paid');
        const paidPrice =
          months.length === 0
            ? paidPartOf({ months: booking.rentalPeriod, ...booking }, booking.rentalPeriod)
            : paidPartOf({ months: booking.rentalPeriod, ...booking }, paidMonths.length);
        const outcome = refundFor({
          price: paidPrice,
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
          {
            at: clock.now(),
            // Before move-in a month's earning is still pending (available a day after its period
            // starts at the earliest); a stay paid whole before long stays had it in the wallet.
            paid:
              months.length === 0
                ? { ...booking, earningIn: 'wallet' }
                : {
                    subtotal: paidPrice.subtotal,
                    commission: sumOf(paidMonths, 'commission'),
                    ownerShare: sumOf(paidMonths, 'ownerShare'),
                    earningIn: paidMonths.some((month) => month.earningReleasedAt !== null)
                      ? 'wallet'
                      : 'pending',
                  },
          },
        );
        // A late cancellation's kept share of a pending month is the owner's now: released at
        // once (`earning_release`), so nothing of a cancelled stay stays pending.
        const first = paidMonths[0];
        const releasedAlready = paidMonths.some((month) => month.earningReleasedAt !== null);
        if (first && !releasedAlready) {
          const kept = splitCommission(
            paidPrice.subtotal - (outcome.rentRefund + outcome.addOnsRefund),
          ).ownerShare;
          if (kept > 0)
            await ledger.releasePendingEarning(tx, {
              ownerId: booking.ownerId,
              amount: kept,
              bookingId: booking.id,
              reference: booking.reference,
              instalmentId: first.id,
              number: first.number,
              at: clock.now(),
            });
        }
        await cancelInstalments(tx, booking.id, clock.now());
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

const sumOf = <K extends string>(rows: readonly Record<K, number>[], key: K) =>
  rows.reduce((sum, row) => sum + row[key], 0);
