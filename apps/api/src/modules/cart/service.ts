import {
  instalmentSchedule,
  refundSchedule,
  stayEndDate,
  type Checkout,
  type SaveAddOnsInput,
  type SaveBookingDatesInput,
} from '@nestly/shared';
import type { CartRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { calendarDay } from '../../lib/clock';
import type { AppDeps } from '../../app-deps';
import { findWalletBalance } from '../ledger/index';
import {
  addOnsGoneMessage,
  checkAddOns,
  checkNotOwnListing,
  checkStayRules,
  paidPartOf,
  priceSelection,
} from './pricing';
import * as repo from './repo';
import type { BookableProperty } from './repo';

/**
 * The cart (PRODUCT.md: one selection per user, dates then add-ons). It is priced on every read
 * from the server's own rows, so checkout always shows what paying would charge.
 */
export const createCartService = (deps: AppDeps) => {
  const { db, clock, storage } = deps;
  const today = () => calendarDay(clock.now());

  const requireBookableProperty = async (
    propertyId: string,
    stay?: Parameters<typeof repo.findBookableProperty>[2],
  ) => {
    const property = await repo.findBookableProperty(db, propertyId, stay);
    if (!property?.isListed) {
      throw new AppError('NOT_FOUND', { message: 'This home is not available for booking' });
    }
    return property;
  };

  /** The cart as checkout shows it, or null when empty. */
  const getCheckout = async (userId: string): Promise<Checkout | null> => {
    const cart = await repo.findCart(db, userId);
    return cart ? present(cart) : null;
  };

  /** Prices a cart; `known` skips the look-ups the caller has just made. */
  const present = async (
    cart: CartRow,
    known: { property?: BookableProperty; datesFree?: boolean; walletBalance?: number } = {},
  ): Promise<Checkout | null> => {
    const [property, found, walletBalance] = await Promise.all([
      known.property ?? repo.findBookableProperty(db, cart.propertyId),
      cart.addOnIds.length > 0 ? repo.findServicesByIds(db, cart.addOnIds) : [],
      known.walletBalance ??
        findWalletBalance(db, cart.userId).then((wallet) => wallet?.balance ?? 0),
    ]);
    if (!property) return null;
    // Services switched off since they were chosen drop out of the price and are named: paying
    // (by card or wallet alike) is refused until they are removed from the selection.
    const services = found.filter((service) => service.status === 'active');
    const chosen = cart.addOnIds
      .map((id) => services.find((service) => service.id === id))
      .filter((service) => service !== undefined);
    const unavailableAddOns = cart.addOnIds
      .filter((id) => !services.some((service) => service.id === id))
      .map((id) => ({ id, name: found.find((service) => service.id === id)?.name ?? 'An add-on' }));
    const priced = priceSelection(property, cart.moveInDate, cart.rentalPeriod, chosen);
    const held = cart.pendingBookingId ? await repo.findHold(db, cart.pendingBookingId) : null;
    const holdsDates =
      held?.status === 'pending_payment' && held.expiresAt !== null && held.expiresAt > clock.now();
    let unavailableReason: string | null = null;
    if (!property.isListed) unavailableReason = 'This home is no longer available for booking';
    else if (cart.moveInDate < today())
      unavailableReason = 'The move-in date has passed. Choose new dates.';
    else if (
      !holdsDates &&
      !known.datesFree &&
      (await repo.hasOverlap(db, property.id, cart.moveInDate, priced.endDate, cart.userId))
    )
      unavailableReason = 'These dates were just taken. Choose other dates.';
    else if (unavailableAddOns.length > 0) unavailableReason = addOnsGoneMessage(unavailableAddOns);
    return {
      property: {
        id: property.id,
        title: property.title,
        city: property.city,
        state: property.state,
        coverUrl: property.coverThumbKey ? storage.publicUrl(property.coverThumbKey) : null,
        minMonths: property.minMonths,
        maxMonths: property.maxMonths,
      },
      moveInDate: cart.moveInDate,
      endDate: priced.endDate,
      rentalPeriod: cart.rentalPeriod,
      price: priced.breakdown,
      refundPreview: refundSchedule(paidPartOf(priced.breakdown, 1), cart.moveInDate, today()),
      walletBalance,
      isAvailable: unavailableReason === null,
      unavailableReason,
      unavailableAddOns,
      pendingBookingId: holdsDates ? held.id : null,
      dueNow: priced.breakdown.dueNow,
      schedule: instalmentSchedule({
        moveInDate: cart.moveInDate,
        months: cart.rentalPeriod,
        monthlyRent: property.rent,
        addOnMonthlyPrices: chosen.map((service) => service.monthlyPrice),
      }),
    };
  };

  return {
    getCheckout,

    /**
     * Dates first: a new home or new dates start a new selection (add-ons are kept only for the
     * same home). `endDate`, if sent, must be the server's own.
     */
    saveDates: async (user: { id: string; email: string }, input: SaveBookingDatesInput) => {
      const userId = user.id;
      // The stay's end depends on the dates alone, so the property and whether those dates are
      // free come back in one query.
      const endDate = stayEndDate(input.moveInDate, input.rentalPeriod);
      const property = await requireBookableProperty(input.propertyId, {
        moveInDate: input.moveInDate,
        endDate,
        ignoreHoldsOf: userId,
      });
      checkNotOwnListing(property, user.email);
      checkStayRules(property, input.moveInDate, input.rentalPeriod, today());
      if (input.endDate !== undefined && input.endDate !== endDate) {
        throw new AppError('VALIDATION_ERROR', {
          message: `A stay of ${input.rentalPeriod} months from ${input.moveInDate} ends on ${endDate}`,
          details: [{ field: 'endDate', message: `Expected ${endDate}` }],
        });
      }
      if (property.isTaken) {
        throw new AppError('DATES_TAKEN', {
          message: 'These dates are not available for this home. Choose other dates.',
        });
      }
      const { cart, walletBalance } = await repo.saveCartDates(db, {
        userId,
        propertyId: property.id,
        moveInDate: input.moveInDate,
        rentalPeriod: input.rentalPeriod,
        at: clock.now(),
      });
      return present(cart, { property, datesFree: true, walletBalance });
    },

    /** Add-ons second, for the home whose dates are in the cart. */
    saveAddOns: async (userId: string, input: SaveAddOnsInput) => {
      const cart = await repo.findCart(db, userId);
      if (!cart || cart.propertyId !== input.propertyId) {
        throw new AppError('CONFLICT', {
          message: 'Choose your dates for this home before adding services',
        });
      }
      checkAddOns(input.addOns, await repo.findServicesByIds(db, input.addOns));
      await repo.updateCart(db, userId, {
        addOnIds: input.addOns,
        pendingBookingId: null,
        updatedAt: clock.now(),
      });
      return getCheckout(userId);
    },

    clear: (userId: string) => repo.deleteCart(db, userId),
  };
};
export type CartService = ReturnType<typeof createCartService>;
