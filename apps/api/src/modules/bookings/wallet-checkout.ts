import { randomUUID } from 'node:crypto';
import type { PlaceWalletOrderInput } from '@nestly/shared';
import { afterCommit } from '../../db/after-commit';
import type { DbOrTx } from '../../db/client';
import type { BookingRow } from '../../db/schema/index';
import { postgresErrorCode } from '../../lib/db-errors';
import { requireSide } from '../../lib/parties';
import type { AppDeps } from '../../app-deps';
import { fromNoticesInsert, type Notifying } from '../notifications/index';
import { ledgerError, postedOf, type LedgerService } from '../ledger/index';
import {
  dueNowOf,
  emptyCart,
  findCartToPay,
  priceChanged,
  type BookableProperty,
} from '../cart/index';
import type { CartHolds } from './holds';
import { instalmentRowsFor, writeInstalmentSchedule } from './instalment-schedule';
import * as repo from './repo';
import { datesTaken, notAllowed, type BookingTransitions, type Party } from './transitions';
import { toFreshWalletBooking } from './views';

const WALLET_REASON = 'Paid from the wallet';

/** What `wallet_booking_place` raises when what was priced changed before it was paid. */
const CART_CHANGED = 'NBCRT';
const PRICE_INPUTS_CHANGED = 'NBPRC';

const constraintOf = (error: unknown) =>
  (error as { cause?: { constraint?: string } }).cause?.constraint;

/** Paying from the wallet: the cart, or a booking a card checkout left held, confirmed at once. */
export const createWalletCheckout = (
  deps: AppDeps & Notifying,
  ledger: LedgerService,
  { stayOf, confirmPaid }: BookingTransitions,
  {
    claimCart,
    priceCart,
    newBookingRow,
    insertBookingFromCart,
    replacingOwnHolds,
    requireHeldAddOnsOffered,
  }: CartHolds,
) => {
  const { db, notifications } = deps;

  /**
   * A booking just confirmed from the cart, as its page shows it (everything is at hand, so it is
   * answered without reading it back), and the notice it raises.
   */
  const confirmedFresh = async (
    db: DbOrTx,
    booking: BookingRow,
    property: BookableProperty,
    user: Party,
    { eventId, posted }: { eventId: string; posted: Parameters<typeof toFreshWalletBooking>[4] },
  ) => {
    const fresh = toFreshWalletBooking(
      booking,
      property,
      user,
      { id: eventId, reason: WALLET_REASON },
      posted,
    );
    const stay = await stayOf(db, booking, fresh.view);
    return { fresh, notice: { type: 'booking_confirmed', stay } as const };
  };

  /**
   * The cart or a held booking paid in one transaction: a booking a card checkout left held (by
   * its id, or the cart's), or a cart whose hold has lapsed, priced afresh and confirmed.
   */
  const payInTransaction = (target: DbOrTx, user: Party, input: PlaceWalletOrderInput) =>
    target.transaction(async (tx) => {
      const paidHold = async (held: BookingRow) => {
        const booking = await confirmPaid(tx, held, 'wallet', null, WALLET_REASON);
        await notifications.raise(
          tx,
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
        if (input.amount !== undefined && input.amount !== dueNowOf(held)) throw priceChanged();
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
      const posted = await ledger.postBookingPayment(tx, booking, 'wallet', {
        at: booking.createdAt,
      });
      await writeInstalmentSchedule(
        tx,
        booking,
        { paidAt: booking.createdAt, method: 'wallet', paymentOrderId: null, paid: 'first' },
        booking.createdAt,
      );
      const { fresh, notice } = await confirmedFresh(tx, booking, claimed.property, user, {
        eventId,
        posted,
      });
      await notifications.raise(tx, notice, { actorId: user.id });
      return { booking, fresh };
    });

  /**
   * A fresh cart paid in two round trips (issue 13, decision 024): the cart, its home and add-ons
   * are read without locking anything and priced here by the same rules as every checkout; then
   * one call to `wallet_booking_place` takes the cart only if it is still what was priced, checks
   * the price inputs have not moved, and writes the booking, its reservation and event, the ledger
   * posting and the notices atomically. A cart or price that changed in between is read and priced
   * once more; a second change answers 409 like any price change.
   */
  const payFreshCart = async (
    /** The database, or an Idempotency-Key's transaction (the statement then runs in a savepoint). */
    target: DbOrTx,
    user: Party,
    input: PlaceWalletOrderInput,
    attempt = 1,
    /** A new reference that meets a taken one is drawn again (1 in 10^12 a booking). */
    referenceDraws = 1,
  ): Promise<{ booking: BookingRow; fresh: ReturnType<typeof toFreshWalletBooking> | null }> => {
    const found = await findCartToPay(target, user.id);
    if (!found) throw emptyCart();
    if (found.cart.pendingBookingId) return payInTransaction(target, user, input);
    const claimed = priceCart(user, found.cart, found.property, found.services, input?.amount);
    const booking = newBookingRow(user.id, claimed, {
      status: 'confirmed',
      paymentMethod: 'wallet',
    });
    const eventId = randomUUID();
    const posting = await ledger.prepareWalletBookingPayment(target, booking, {
      at: booking.createdAt,
    });
    const { fresh, notice } = await confirmedFresh(target, booking, claimed.property, user, {
      eventId,
      posted: posting && postedOf(posting),
    });
    const notices = notifications.prepare(notice, { actorId: user.id });
    const place = (on: DbOrTx) =>
      repo.placeWalletBooking(on, {
        cart: { userId: user.id, ...claimed.cart },
        priced: {
          rent: claimed.property.rent,
          deposit: claimed.property.deposit,
          services: claimed.services.map(({ id, monthlyPrice }) => ({ id, monthlyPrice })),
        },
        booking,
        eventId,
        eventReason: WALLET_REASON,
        instalments: instalmentRowsFor(
          booking,
          { paidAt: booking.createdAt, method: 'wallet', paymentOrderId: null, paid: 'first' },
          booking.createdAt,
        ),
        posting,
        notices,
      });
    let written: Awaited<ReturnType<typeof repo.placeWalletBooking>>;
    try {
      // On the database, one statement (its own commit); in a key's transaction, a savepoint, so
      // a refused statement (a changed cart, taken dates) leaves the transaction usable.
      written = await (target === db
        ? place(db)
        : target.transaction((savepoint) => place(savepoint)));
    } catch (error) {
      const code = postgresErrorCode(error);
      if (code === CART_CHANGED || code === PRICE_INPUTS_CHANGED) {
        if (attempt === 1) return payFreshCart(target, user, input, 2);
        throw priceChanged();
      }
      if (code === '23P01') throw datesTaken();
      if (
        code === '23505' &&
        referenceDraws < 3 &&
        constraintOf(error) === 'bookings_reference_idx'
      )
        return payFreshCart(target, user, input, attempt, referenceDraws + 1);
      throw ledgerError(error);
    }
    notifications.written(target, written.map(fromNoticesInsert));
    return { booking, fresh };
  };

  return {
    /**
     * POST /wallet/place-order/{id}: the cart (or a held booking) paid from the wallet at once.
     * A fresh cart goes straight to `confirmed` in one statement (the hot path: no hold first);
     * a booking already held by a card checkout moves pending_payment → confirmed. `target` is
     * the database, or the transaction of the request's Idempotency-Key (the money, the booking
     * and the stored answer commit together).
     */
    placeWalletOrder: async (target: DbOrTx, user: Party, input: PlaceWalletOrderInput) => {
      const placed = await replacingOwnHolds(target, user.id, () =>
        input?.bookingId
          ? payInTransaction(target, user, input)
          : payFreshCart(target, user, input),
      );
      afterCommit(target, () => deps.metrics.bookingConfirmed('wallet'));
      return placed;
    },
  };
};
