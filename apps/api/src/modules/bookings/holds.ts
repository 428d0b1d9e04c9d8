import { randomUUID } from 'node:crypto';
import {
  BOOKING_PAYMENT_WINDOW_MINUTES,
  MAX_UNPAID_HOLDS_PER_USER,
  stayEndDate,
} from '@nestly/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { BookingRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { postgresErrorCode } from '../../lib/db-errors';
import type { AppDeps } from '../../app-deps';
import {
  dueNowOf,
  emptyCart,
  findBookableProperty,
  findCart,
  findServicesByIds,
  lockCart,
  priceCart,
  priceChanged,
  requireAddOnsOffered,
  takeCartWithProperty,
  type BookableProperty,
  type CartToPrice,
  type PricedCart,
  type ServiceRow,
} from '../cart/index';
import { bookingRowFor } from './booking-row';
import * as repo from './repo';
import { datesTaken, type BookingTransitions, type Party } from './transitions';

const WINDOW_MS = BOOKING_PAYMENT_WINDOW_MINUTES * 60_000;

/**
 * From cart to booking row: claiming the cart at the server's price (cart/), holding its dates (a
 * card checkout: a booking awaiting payment) or booking them outright (a wallet payment), and a
 * user's new checkout replacing their own stale holds of the same dates.
 */
export const createCartHolds = (deps: AppDeps, { today, transition }: BookingTransitions) => {
  const { clock } = deps;

  /**
   * A hold priced before one of its add-ons was switched off is not paid as it stands (by wallet
   * or by a new card order): the same refusal as a cart's, so both ways of paying agree.
   */
  const requireHeldAddOnsOffered = async (tx: Tx, held: BookingRow) => {
    if (held.addOns.length === 0) return;
    const ids = held.addOns.map((addOn) => addOn.serviceId);
    requireAddOnsOffered(
      held.addOns.map((addOn) => ({ id: addOn.serviceId, name: addOn.name })),
      await findServicesByIds(tx, ids),
    );
  };

  /** The cart's price as of today, with every check a checkout makes first (cart/pricing.ts). */
  const priceCartToday = (
    user: Pick<Party, 'email'>,
    cart: CartToPrice,
    property: BookableProperty | null | undefined,
    found: readonly ServiceRow[],
    expectedAmount: number | undefined,
  ) => priceCart(user, cart, property, found, expectedAmount, today());

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
    const taken = cartAfter === 'take' ? await takeCartWithProperty(tx, user.id) : null;
    const cart = taken ? taken.cart : await lockCart(tx, user.id);
    if (!cart) throw emptyCart();
    if (cart.pendingBookingId) {
      const held = await repo.lockBooking(tx, cart.pendingBookingId);
      if (held?.status === 'pending_payment' && held.expiresAt && held.expiresAt > clock.now()) {
        await requireHeldAddOnsOffered(tx, held);
        if (expectedAmount !== undefined && expectedAmount !== dueNowOf(held)) throw priceChanged();
        return { cart, held } as const;
      }
    }
    const property = taken?.property ?? (await findBookableProperty(tx, cart.propertyId));
    const found = cart.addOnIds.length > 0 ? await findServicesByIds(tx, cart.addOnIds) : [];
    return priceCartToday(user, cart, property, found, expectedAmount);
  };

  /**
   * A user's new checkout of dates they still hold unpaid (an abandoned card payment, or a hold
   * whose 15 minutes ran out moments ago) replaces that hold rather than colliding with it. Only
   * looked for after a collision, so the common path pays nothing for it: the holds are released
   * in their own transaction and the checkout is tried once more.
   */
  const replacingOwnHolds = async <T>(
    /** The database, or an Idempotency-Key's transaction the checkout runs in. */
    target: DbOrTx,
    userId: string,
    checkout: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await checkout();
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'DATES_TAKEN') throw error;
      const released = await target.transaction(async (tx) => {
        const cart = await findCart(tx, userId);
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

  /** The whole row of a new booking from a priced cart, made now (a card hold runs 15 minutes). */
  const newBookingRow = (
    userId: string,
    { cart, property, priced }: PricedCart,
    state: { status: 'pending_payment' } | { status: 'confirmed'; paymentMethod: 'wallet' },
  ): BookingRow => {
    const now = clock.now();
    return bookingRowFor(
      { userId, cart, property, priced },
      state.status === 'pending_payment'
        ? { status: 'pending_payment', expiresAt: new Date(now.getTime() + WINDOW_MS) }
        : state,
      now,
    );
  };

  /** A new booking row from a priced cart, holding its dates (409 when they are taken). */
  const insertBookingFromCart = async (
    tx: Tx,
    userId: string,
    claimed: PricedCart,
    state: { status: 'pending_payment' } | { status: 'confirmed'; paymentMethod: 'wallet' },
    reason: string,
  ) => {
    const booking = newBookingRow(userId, claimed, state);
    const eventId = randomUUID();
    try {
      await repo.insertHeldBooking(tx, booking, { id: eventId, reason });
    } catch (error) {
      if (postgresErrorCode(error) === '23P01') throw datesTaken();
      throw error;
    }
    return { booking, eventId };
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

  return {
    requireHeldAddOnsOffered,
    priceCart: priceCartToday,
    claimCart,
    newBookingRow,
    replacingOwnHolds,
    insertBookingFromCart,
    holdCart,
  };
};
export type CartHolds = ReturnType<typeof createCartHolds>;
