import type { CreateBookingOrderInput } from '@nestly/shared';
import type { DbOrTx } from '../../db/client';
import type { BookingRow } from '../../db/schema/index';
import { postgresErrorCode } from '../../lib/db-errors';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { PaymentHandler, PaymentsService } from '../payments/index';
import type { LedgerService } from '../ledger/index';
import { dueNowOf, updateCart } from '../cart/index';
import type { CartHolds } from './holds';
import * as repo from './repo';
import type { BookingTransitions, Party } from './transitions';

/**
 * Paying by card: the cart becomes a booking holding its dates and a provider order, and the
 * verified payment (browser verify or webhook) confirms it, or credits the wallet when too late.
 */
export const createCardCheckout = (
  deps: AppDeps & Notifying,
  payments: PaymentsService,
  ledger: LedgerService,
  { stayOf, confirmPaid }: BookingTransitions,
  { holdCart, replacingOwnHolds }: CartHolds,
) => {
  const { db, clock, logger, notifications } = deps;

  /** A verified card payment (browser verify or webhook, whichever first; once per order). */
  const onConfirmed: PaymentHandler = async (tx, order, afterCommit, confirmedBy) => {
    const booking = await repo.lockBooking(tx, order.reference);
    if (!booking) throw new Error(`paid order ${order.id} names a missing booking`);
    const confirmedNotice = async (confirmed: BookingRow) => {
      await notifications.raise(
        tx,
        { type: 'booking_confirmed', stay: await stayOf(tx, confirmed) },
        { actorId: confirmed.userId },
      );
      afterCommit(async () => deps.metrics.bookingConfirmed('card'));
    };
    if (booking.status === 'pending_payment') {
      await confirmedNotice(
        await confirmPaid(tx, booking, 'card', order.id, 'Paid by card', order.amount),
      );
      return;
    }
    if (booking.status === 'expired') {
      // The hold ran out before the payment arrived. Keep the stay if its dates are still free.
      const stillFree = await tx
        .transaction((savepoint) => repo.insertBookingReservation(savepoint, booking))
        .then(() => true)
        .catch((error: unknown) => {
          if (postgresErrorCode(error) === '23P01') return false;
          throw error;
        });
      if (stillFree) {
        await confirmedNotice(
          await confirmPaid(
            tx,
            booking,
            'card',
            order.id,
            'Paid by card after the hold ended; the dates were still free',
            order.amount,
          ),
        );
        return;
      }
    }
    // The dates are gone, or the booking was already paid: the money is the user's. What the order
    // carried (dueNow; a whole stay's total for a hold made before long stays) goes to the wallet,
    // which the payer's tab says at once; a payment only the daily reconciliation found (its tab
    // closed long ago, nobody told) goes back to the card instead, through a card refund.
    const toCard =
      confirmedBy === 'reconciliation'
        ? await payments.refundBookingToCard(tx, {
            bookingId: booking.id,
            accountId: booking.userId,
            upTo: order.amount,
            paymentOrderId: order.id,
          })
        : 0;
    await ledger.creditLatePayment(tx, booking, {
      paymentOrderId: order.id,
      amount: order.amount,
      toCard,
      at: clock.now(),
    });
    logger.warn(
      { bookingId: booking.id, status: booking.status, toCard },
      toCard > 0 ? 'late card payment refunded to the card' : 'late card payment credited',
    );
  };

  payments.registerPurpose('booking', {
    onConfirmed,
    /** The booking's state after a card payment, and whether that payment is what paid it. */
    answerCheckout: async (result) => {
      const booking = await repo.findBookingById(db, result.order.reference);
      const status = booking?.status ?? null;
      const paidByThisPayment = booking?.paymentOrderId === result.order.id;
      return {
        message: !paidByThisPayment
          ? status === 'expired'
            ? 'Payment received, but the dates were taken meanwhile: the amount is in your wallet'
            : 'This booking was already paid: this payment was added to your wallet'
          : result.applied
            ? 'Booking confirmed'
            : 'This payment was already confirmed',
        purpose: 'booking',
        bookingId: result.order.reference,
        bookingStatus: status,
      };
    },
  });

  return {
    /**
     * POST /razorpay/order/{id}: a pending booking from the cart, and a provider order for it.
     * `target` is the database, or the transaction of the request's Idempotency-Key: then the
     * hold, the order and the stored answer commit together (and the provider call is made
     * before that commit, holding the user's cart row for its duration).
     */
    createCardOrder: async (
      target: DbOrTx,
      user: Pick<Party, 'id' | 'email'>,
      input: CreateBookingOrderInput,
    ) => {
      const userId = user.id;
      const booking = await replacingOwnHolds(target, userId, () =>
        target.transaction(async (tx) => {
          const held = await holdCart(tx, user, input.amount);
          await updateCart(tx, userId, { pendingBookingId: held.id });
          return held;
        }),
      );
      // Without a key the provider is called after the commit: no locks across a network call.
      const { order } = await payments.createOrder(target, {
        accountId: userId,
        purpose: 'booking',
        reference: booking.id,
        // Checkout charges the deposit and month 1 (decision 027); months 2..n are instalments.
        amount: dueNowOf(booking),
        description: `Booking ${booking.reference}`,
      });
      return { booking, order };
    },
  };
};
