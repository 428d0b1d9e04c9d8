import { randomUUID } from 'node:crypto';
import {
  BOOKING_PAYMENT_WINDOW_MINUTES,
  MAX_UNPAID_HOLDS_PER_USER,
  type BookingEvent,
  refundFor,
  stayEndDate,
  type ActorRole,
  type CreateBookingOrderInput,
  type PlaceWalletOrderInput,
} from '@nestly/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { BookingRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { requireParty, requireSide } from '../../lib/parties';
import { postgresErrorCode } from '../../lib/db-errors';
import type { AppDeps } from '../../app-deps';
import type { StayFacts } from '../notifications/index';
import type { PaymentsService } from '../payments/service';
import type { Ledger } from '../wallets/ledger';
import {
  bookingPaymentPosting,
  bookingRefundPosting,
  depositReturnPosting,
  latePaymentPosting,
} from '../wallets/postings';
import {
  breakdownOf,
  checkAddOns,
  checkNotOwnListing,
  checkStayRules,
  newBookingReference,
  priceSelection,
  requireAddOnsOffered,
} from './pricing';
import * as repo from './repo';
import type { BookingViewRow } from './repo';
import { calendarDay } from '../../lib/clock';

const WINDOW_MS = BOOKING_PAYMENT_WINDOW_MINUTES * 60_000;
const WALLET_REASON = 'Paid from the wallet';

export interface Party {
  id: string;
  name: string;
  email: string;
}

export interface Actor {
  id: string | null;
  role: ActorRole;
}

/** Dates overlapping another stay or a block: the exclusion constraint's answer, in words. */
export const datesTaken = () =>
  new AppError('DATES_TAKEN', {
    message: 'These dates are no longer available for this home. Choose other dates.',
  });

const notAllowed = (booking: BookingRow, action: string) =>
  new AppError('INVALID_TRANSITION', {
    message: `This booking cannot be ${action}: it is ${booking.status.replace('_', ' ')}`,
  });

/**
 * Bookings: turning the cart into a booking, paying it (card or wallet), cancelling with refunds,
 * and the scheduled transitions. Each state change is a guarded UPDATE plus a timeline event in
 * one transaction, with its ledger posting.
 */
export const createBookingsService = (deps: AppDeps, payments: PaymentsService, ledger: Ledger) => {
  const { db, clock, logger, notifications } = deps;
  const today = () => calendarDay(clock.now());

  /** What a booking notice says, from the booking and its view (read in `tx` when not known). */
  const stayOf = async (
    tx: DbOrTx,
    booking: BookingRow,
    known?: BookingViewRow,
  ): Promise<StayFacts> => {
    const view = known ?? (await repo.findBookingView(tx, booking.id));
    if (!view) throw new Error(`booking ${booking.id} has no view`);
    return {
      bookingId: booking.id,
      reference: booking.reference,
      propertyId: booking.propertyId,
      propertyTitle: view.property.title,
      moveInDate: booking.moveInDate,
      endDate: booking.endDate,
      guest: { id: view.user.id, name: view.user.name },
      host: { id: view.owner.id, name: view.owner.name },
      total: booking.total,
      ownerShare: booking.ownerShare,
      refund: booking.refundAmount,
      reason: booking.cancellationReason,
      cancelledBy: booking.cancelledBy,
    };
  };

  /** Moves a booking from one of `from` to `to`, with its timeline event; 409 if it moved on. */
  const transition = async (
    tx: Tx,
    booking: BookingRow,
    from: readonly BookingRow['status'][],
    changes: Parameters<typeof repo.transitionBooking>[3],
    actor: Actor,
    reason: string | null,
    action: string,
  ) => {
    const updated = await repo.transitionBooking(tx, booking.id, from, {
      ...changes,
      updatedAt: clock.now(),
    });
    if (!updated) throw notAllowed(booking, action);
    await repo.insertBookingEvent(tx, {
      bookingId: booking.id,
      fromStatus: booking.status,
      toStatus: updated.status,
      actorId: actor.id,
      actorRole: actor.role,
      reason,
      createdAt: clock.now(),
    });
    return updated;
  };

  /**
   * The user's cart, locked, and either the card hold already made from it (still running) or the
   * server's fresh price of it. `expectedAmount` is what the browser showed: 409 when it differs.
   */
  const claimCart = async (
    tx: Tx,
    user: Pick<Party, 'id' | 'email'>,
    expectedAmount: number | undefined,
    /** Paying now empties the cart; a card hold keeps it for a retry. */
    cartAfter: 'keep' | 'take',
  ) => {
    const taken = cartAfter === 'take' ? await repo.takeCartWithProperty(tx, user.id) : null;
    const cart = taken ? taken.cart : await repo.lockCart(tx, user.id);
    if (!cart) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Your cart is empty. Choose a home and dates first.',
      });
    }
    if (cart.pendingBookingId) {
      const held = await repo.lockBooking(tx, cart.pendingBookingId);
      if (held?.status === 'pending_payment' && held.expiresAt && held.expiresAt > clock.now()) {
        await requireHeldAddOnsOffered(tx, held);
        if (expectedAmount !== undefined && expectedAmount !== held.total) throw priceChanged();
        return { cart, held } as const;
      }
    }
    const property = taken?.property ?? (await repo.findBookableProperty(tx, cart.propertyId));
    if (!property?.isListed) {
      throw new AppError('CONFLICT', { message: 'This home is no longer available for booking' });
    }
    checkNotOwnListing(property, user.email);
    checkStayRules(property, cart.moveInDate, cart.rentalPeriod, today());
    const found = cart.addOnIds.length > 0 ? await repo.findServicesByIds(tx, cart.addOnIds) : [];
    requireAddOnsOffered(
      cart.addOnIds.map((id) => ({
        id,
        name: found.find((service) => service.id === id)?.name ?? 'An add-on',
      })),
      found,
    );
    const services = checkAddOns(cart.addOnIds, found);
    const priced = priceSelection(property, cart.moveInDate, cart.rentalPeriod, services);
    if (expectedAmount !== undefined && expectedAmount !== priced.breakdown.total)
      throw priceChanged();
    return { cart, held: null, property, priced } as const;
  };

  /**
   * A user's new checkout of dates they still hold unpaid (an abandoned card payment, or a hold
   * whose 15 minutes ran out moments ago) replaces that hold rather than colliding with it. Only
   * looked for after a collision, so the common path pays nothing for it: the holds are released
   * in their own transaction and the checkout is tried once more.
   */
  const replacingOwnHolds = async <T>(userId: string, checkout: () => Promise<T>): Promise<T> => {
    try {
      return await checkout();
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'DATES_TAKEN') throw error;
      const released = await db.transaction(async (tx) => {
        const cart = await repo.findCart(tx, userId);
        if (!cart) return 0;
        const endDate = stayEndDate(cart.moveInDate, cart.rentalPeriod);
        const holds = await repo.lockOwnOverlappingHolds(
          tx,
          userId,
          cart.propertyId,
          cart.moveInDate,
          endDate,
        );
        for (const hold of holds) {
          await repo.releaseBookingReservation(tx, hold.id);
          await transition(
            tx,
            hold,
            ['pending_payment'],
            { status: 'expired' },
            { id: userId, role: 'user' },
            'Replaced by a new checkout of the same dates',
            'replaced',
          );
        }
        return holds.length;
      });
      if (released === 0) throw error;
      return checkout();
    }
  };

  /** A new booking row from a priced cart, holding its dates (409 when they are taken). */
  const insertBookingFromCart = async (
    tx: Tx,
    userId: string,
    claimed: Extract<Awaited<ReturnType<typeof claimCart>>, { held: null }>,
    state: { status: 'pending_payment' } | { status: 'confirmed'; paymentMethod: 'wallet' },
    reason: string,
  ) => {
    const { cart, property, priced } = claimed;
    const now = clock.now();
    const booking: BookingRow = {
      id: randomUUID(),
      reference: newBookingReference(),
      userId,
      propertyId: property.id,
      ownerId: property.ownerId,
      status: state.status,
      moveInDate: cart.moveInDate,
      endDate: priced.endDate,
      rentalPeriod: cart.rentalPeriod,
      monthlyRent: priced.breakdown.monthlyRent,
      rentTotal: priced.breakdown.rentTotal,
      addOns: priced.breakdown.addOns,
      addOnsTotal: priced.breakdown.addOnsTotal,
      deposit: priced.breakdown.deposit,
      subtotal: priced.breakdown.subtotal,
      commission: priced.commission,
      ownerShare: priced.ownerShare,
      total: priced.breakdown.total,
      paymentMethod: state.status === 'confirmed' ? state.paymentMethod : null,
      paymentOrderId: null,
      expiresAt: state.status === 'pending_payment' ? new Date(now.getTime() + WINDOW_MS) : null,
      confirmedAt: state.status === 'confirmed' ? now : null,
      cancelledAt: null,
      cancelledBy: null,
      cancellationReason: null,
      refundAmount: null,
      completedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const eventId = randomUUID();
    try {
      await repo.insertHeldBooking(tx, booking, { id: eventId, reason });
    } catch (error) {
      if (postgresErrorCode(error) === '23P01') throw datesTaken();
      throw error;
    }
    return { booking, eventId };
  };

  /**
   * A hold priced before one of its add-ons was switched off is not paid as it stands (by wallet
   * or by a new card order): the same refusal as a cart's, so both ways of paying agree.
   */
  const requireHeldAddOnsOffered = async (tx: Tx, held: BookingRow) => {
    if (held.addOns.length === 0) return;
    const ids = held.addOns.map((addOn) => addOn.serviceId);
    requireAddOnsOffered(
      held.addOns.map((addOn) => ({ id: addOn.serviceId, name: addOn.name })),
      await repo.findServicesByIds(tx, ids),
    );
  };

  /** Prices the user's cart afresh and makes a pending_payment booking holding its dates. */
  const holdCart = async (
    tx: Tx,
    user: Pick<Party, 'id' | 'email'>,
    expectedAmount: number | undefined,
  ) => {
    const claimed = await claimCart(tx, user, expectedAmount, 'keep');
    if (claimed.held) return claimed.held;
    // The cart row is locked: one user's checkouts run one at a time, so the count holds. Holds of
    // these very dates do not count: the new one replaces them (replacingOwnHolds).
    const holding = await repo.countOtherRunningHolds(tx, user.id, clock.now(), {
      propertyId: claimed.property.id,
      moveInDate: claimed.cart.moveInDate,
      endDate: claimed.priced.endDate,
    });
    if (holding >= MAX_UNPAID_HOLDS_PER_USER) {
      throw new AppError('HOLD_LIMIT_REACHED', {
        message: `You already have ${MAX_UNPAID_HOLDS_PER_USER} bookings awaiting payment. Pay for one, or let it lapse (holds last ${BOOKING_PAYMENT_WINDOW_MINUTES} minutes), before holding more dates.`,
      });
    }
    const { booking } = await insertBookingFromCart(
      tx,
      user.id,
      claimed,
      { status: 'pending_payment' },
      `Dates held for ${BOOKING_PAYMENT_WINDOW_MINUTES} minutes while payment is made`,
    );
    return booking;
  };

  /** Confirms a held booking as paid, with its ledger posting; the cart it came from empties. */
  const confirmPaid = async (
    tx: Tx,
    booking: BookingRow,
    method: 'card' | 'wallet',
    paymentOrderId: string | null,
    reason: string,
  ) => {
    await ledger.post(tx, bookingPaymentPosting(booking, method), {
      bookingId: booking.id,
      paymentOrderId,
      at: clock.now(),
    });
    const confirmed = await transition(
      tx,
      booking,
      [booking.status],
      {
        status: 'confirmed',
        paymentMethod: method,
        paymentOrderId,
        confirmedAt: clock.now(),
        expiresAt: null,
      },
      { id: booking.userId, role: 'user' },
      reason,
      'confirmed',
    );
    await repo.deleteCartHolding(tx, booking.userId, booking.id);
    return confirmed;
  };

  // A verified card payment (browser verify or webhook, whichever first; once per order).
  payments.registerHandler('booking', async (tx, order, afterCommit) => {
    const booking = await repo.lockBooking(tx, order.reference);
    if (!booking) throw new Error(`paid order ${order.id} names a missing booking`);
    const confirmedNotice = async (confirmed: BookingRow) => {
      const notices = await notifications.raise(
        tx,
        { type: 'booking_confirmed', stay: await stayOf(tx, confirmed) },
        { actorId: confirmed.userId },
      );
      afterCommit(async () => notifications.publish(notices));
    };
    if (booking.status === 'pending_payment') {
      await confirmedNotice(await confirmPaid(tx, booking, 'card', order.id, 'Paid by card'));
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
          ),
        );
        return;
      }
    }
    // The dates are gone, or the booking was already paid: the money is the user's, in the wallet.
    await ledger.post(tx, latePaymentPosting(booking), {
      bookingId: booking.id,
      paymentOrderId: order.id,
      at: clock.now(),
    });
    logger.warn({ bookingId: booking.id, status: booking.status }, 'late card payment credited');
  });

  return {
    today,

    /** The booking's state after a card payment, and whether that payment is what paid it. */
    outcomeOfPayment: async (bookingId: string, paymentOrderId: string) => {
      const booking = await repo.findBookingById(db, bookingId);
      return {
        status: booking?.status ?? null,
        paidByThisPayment: booking?.paymentOrderId === paymentOrderId,
      };
    },

    /** POST /razorpay/order/{id}: a pending booking from the cart, and a provider order for it. */
    createCardOrder: async (user: Pick<Party, 'id' | 'email'>, input: CreateBookingOrderInput) => {
      const userId = user.id;
      const booking = await replacingOwnHolds(userId, () =>
        db.transaction(async (tx) => {
          const held = await holdCart(tx, user, input.amount);
          await repo.updateCart(tx, userId, { pendingBookingId: held.id });
          return held;
        }),
      );
      // The provider is called after the commit: no locks are held across a network call.
      const { order } = await payments.createOrder(db, {
        accountId: userId,
        purpose: 'booking',
        reference: booking.id,
        amount: booking.total,
        description: `Booking ${booking.reference}`,
      });
      return { booking, order };
    },

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
          const { property } = claimed;
          // Everything the booking page shows is at hand: answer it without reading it back.
          const view: BookingViewRow = {
            booking,
            property: {
              id: property.id,
              title: property.title,
              city: property.city,
              state: property.state,
            },
            coverThumbKey: property.coverThumbKey,
            user: { id: user.id, name: user.name, email: user.email },
            owner: { id: property.ownerId, name: property.ownerName, email: property.ownerEmail },
          };
          const timeline: BookingEvent[] = [
            {
              id: eventId,
              fromStatus: null,
              toStatus: 'confirmed',
              actorRole: 'user',
              actorName: user.name,
              reason: WALLET_REASON,
              createdAt: booking.createdAt.toISOString(),
            },
          ];
          const payments = (posted?.entries ?? [])
            .filter((entry) => entry.holderId === user.id)
            .map((entry) => ({
              id: entry.publicId,
              kind: entry.entryKind,
              description: posted!.description,
              amount: entry.amount,
              createdAt: booking.createdAt.toISOString(),
            }));
          await notify(
            { type: 'booking_confirmed', stay: await stayOf(tx, booking, view) },
            { actorId: user.id },
          );
          return { booking, fresh: { view, timeline, payments } };
        }),
      );
      return result;
    },

    /**
     * Cancellation (PRODUCT.md): by the user under the refund rules, by the owner in full. The
     * refund reaches the user's wallet in the same transaction that reverses the owner's credit.
     */
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

    /** Unpaid holds past 15 minutes let their dates go. Answers how many expired. */
    expireUnpaid: async (batchSize = 50) => {
      let expired = 0;
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const due = await repo.claimExpiredBookings(tx, clock.now(), batchSize);
          for (const booking of due) {
            await repo.releaseBookingReservation(tx, booking.id);
            await transition(
              tx,
              booking,
              ['pending_payment'],
              { status: 'expired', expiresAt: booking.expiresAt },
              { id: null, role: 'system' },
              `Not paid within ${BOOKING_PAYMENT_WINDOW_MINUTES} minutes; the dates were released`,
              'expired',
            );
          }
          return due.length;
        });
        expired += claimed;
        if (claimed < batchSize) return expired;
      }
    },

    /** Stays whose end date has come complete, and their deposits go back to the users' wallets. */
    completeFinishedStays: async (batchSize = 50) => {
      const completed: BookingRow[] = [];
      for (;;) {
        const batch = await notifications.transaction(async (tx, notify) => {
          const due = await repo.claimFinishedStays(tx, today(), batchSize);
          const done: BookingRow[] = [];
          for (const booking of due) {
            await ledger.post(tx, depositReturnPosting(booking), {
              bookingId: booking.id,
              at: clock.now(),
            });
            const finished = await transition(
              tx,
              booking,
              ['confirmed'],
              { status: 'completed', completedAt: clock.now() },
              { id: null, role: 'system' },
              'The stay ended; the deposit was returned to the wallet',
              'completed',
            );
            await notify({ type: 'booking_completed', stay: await stayOf(tx, finished) });
            done.push(finished);
          }
          return done;
        });
        completed.push(...batch);
        if (batch.length < batchSize) break;
      }
      return completed.length;
    },
  };
};
export type BookingsService = ReturnType<typeof createBookingsService>;

const priceChanged = () =>
  new AppError('PRICE_CHANGED', {
    message: 'The price of this booking changed. Review the new total and pay again.',
  });
