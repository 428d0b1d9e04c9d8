import {
  dueNowFor,
  monthlyInstalmentAmount,
  moveInDateProblem,
  priceStay,
  splitCommission,
  stayEndDate,
  type BookingAddOn,
  type PriceBreakdown,
} from '@nestly/shared';
import type { BookingRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { BookableProperty, ServiceRow } from './repo';

export interface PricedSelection {
  endDate: string;
  breakdown: PriceBreakdown;
  commission: number;
  ownerShare: number;
}

/** The server's own price for a selection, from its own rows (PRODUCT.md: never the client's). */
export const priceSelection = (
  property: Pick<BookableProperty, 'rent' | 'deposit'>,
  moveInDate: string,
  months: number,
  services: readonly ServiceRow[],
): PricedSelection => {
  const price = priceStay({
    monthlyRent: property.rent,
    addOnMonthlyPrices: services.map((service) => service.monthlyPrice),
    deposit: property.deposit,
    months,
  });
  const monthly = {
    monthlyRent: property.rent,
    addOnMonthlyPrices: services.map((s) => s.monthlyPrice),
  };
  // Commission is taken per instalment, rounded down each month (decision 027): the stay's is
  // the sum over its months, so the booking's stored split equals its instalments'.
  const monthCommission = splitCommission(monthlyInstalmentAmount(monthly)).commission;
  const addOns: BookingAddOn[] = services.map((service) => ({
    serviceId: service.id,
    name: service.name,
    monthlyPrice: service.monthlyPrice,
    total: service.monthlyPrice * months,
  }));
  return {
    endDate: stayEndDate(moveInDate, months),
    breakdown: {
      monthlyRent: property.rent,
      months,
      rentTotal: price.rentTotal,
      addOns,
      addOnsTotal: price.addOnsTotal,
      deposit: price.deposit,
      subtotal: price.subtotal,
      total: price.total,
      dueNow: dueNowFor({ ...monthly, deposit: price.deposit }),
    },
    commission: monthCommission * months,
    ownerShare: price.subtotal - monthCommission * months,
  };
};

/**
 * The part of a stay's price that `paidMonths` of its months stand for, with the whole deposit:
 * the cancellation rules apply to what was paid (PRODUCT.md, long stays: month 1 and the deposit
 * at checkout), and the refund preview shows them on it.
 */
export const paidPartOf = (
  price: Pick<PriceBreakdown, 'months' | 'rentTotal' | 'addOnsTotal' | 'deposit'>,
  paidMonths: number,
) => {
  const rentTotal = (price.rentTotal / price.months) * paidMonths;
  const addOnsTotal = (price.addOnsTotal / price.months) * paidMonths;
  const subtotal = rentTotal + addOnsTotal;
  return {
    rentTotal,
    addOnsTotal,
    deposit: price.deposit,
    subtotal,
    total: subtotal + price.deposit,
  };
};

/** What a stored booking's checkout charged or charges: its deposit and one month (decision 027). */
export const dueNowOf = (
  booking: Pick<BookingRow, 'deposit' | 'subtotal' | 'rentalPeriod'>,
): number => booking.deposit + booking.subtotal / booking.rentalPeriod;

/** The breakdown as it was priced when the booking was made (the stored snapshot). */
export const breakdownOf = (booking: BookingRow): PriceBreakdown => ({
  monthlyRent: booking.monthlyRent,
  months: booking.rentalPeriod,
  rentTotal: booking.rentTotal,
  addOns: booking.addOns,
  addOnsTotal: booking.addOnsTotal,
  deposit: booking.deposit,
  subtotal: booking.subtotal,
  total: booking.total,
  dueNow: dueNowOf(booking),
});

/**
 * The stay rules of PRODUCT.md that depend on the property: months within min–max, a move-in day
 * from today up to the horizon (shared `moveInDateProblem`, which the calendar shows too).
 */
export const checkStayRules = (
  property: Pick<BookableProperty, 'minMonths' | 'maxMonths'>,
  moveInDate: string,
  months: number,
  today: string,
) => {
  const problem = moveInDateProblem(moveInDate, today);
  if (problem) {
    throw new AppError('VALIDATION_ERROR', {
      message: problem,
      details: [
        {
          field: 'moveInDate',
          message: moveInDate < today ? 'Choose today or a later date' : problem,
        },
      ],
    });
  }
  if (months < property.minMonths || months > property.maxMonths) {
    throw new AppError('VALIDATION_ERROR', {
      message: `This home is let for ${property.minMonths} to ${property.maxMonths} months`,
      details: [
        {
          field: 'rentalPeriod',
          message: `Choose between ${property.minMonths} and ${property.maxMonths} months`,
        },
      ],
    });
  }
};

/**
 * An owner cannot book a home of their own, not even from a user account with the same e-mail
 * (e-mails are unique per role, so one person may hold both): that would be money round-tripped
 * through the ledger and fake reviews (issue 8).
 */
export const checkNotOwnListing = (
  property: Pick<BookableProperty, 'ownerEmail'>,
  userEmail: string,
) => {
  if (property.ownerEmail.toLowerCase() === userEmail.toLowerCase()) {
    throw new AppError('FORBIDDEN', {
      message:
        'This is your own listing: owners cannot book their own homes, not even from a user account with the same e-mail.',
    });
  }
};

/** Checks the services chosen exist and are active, in the order the user chose them. */
export const checkAddOns = (ids: readonly string[], found: readonly ServiceRow[]) => {
  const byId = new Map(found.map((service) => [service.id, service]));
  const chosen: ServiceRow[] = [];
  for (const id of ids) {
    const service = byId.get(id);
    if (!service || service.status !== 'active') {
      throw new AppError('VALIDATION_ERROR', {
        message: 'An add-on you chose is no longer offered',
        details: [{ field: 'addOns', message: `Service ${id} is not available` }],
      });
    }
    chosen.push(service);
  }
  return chosen;
};

/**
 * Paying for a stay needs every add-on in it still offered (issue 8): a card checkout and a wallet
 * payment refuse alike, naming what went, whether the add-ons come from the cart or from a hold
 * priced earlier. (Choosing add-ons refuses an inactive one as a field error: checkAddOns.)
 */
export const requireAddOnsOffered = (
  chosen: readonly { id: string; name: string }[],
  found: readonly ServiceRow[],
) => {
  const active = new Set(found.filter((row) => row.status === 'active').map((row) => row.id));
  const gone = chosen.filter((addOn) => !active.has(addOn.id));
  if (gone.length === 0) return;
  throw new AppError('ADD_ON_UNAVAILABLE', { message: addOnsGoneMessage(gone) });
};

/** `"Deep cleaning" is no longer offered…`: the words checkout and the refusals share. */
export const addOnsGoneMessage = (gone: readonly { name: string }[]) => {
  const names = gone.map((addOn) => `"${addOn.name}"`);
  const listed =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${listed} ${names.length === 1 ? 'is' : 'are'} no longer offered. Remove ${names.length === 1 ? 'it' : 'them'} from your add-ons to continue.`;
};

/** What a cart is priced from (the cart row, or what a checkout read of it). */
export interface CartToPrice {
  propertyId: string;
  moveInDate: string;
  rentalPeriod: number;
  addOnIds: string[];
}

/** A cart priced afresh (no card hold to pay instead). */
export interface PricedCart {
  cart: CartToPrice;
  property: BookableProperty;
  services: readonly ServiceRow[];
  priced: PricedSelection;
}

/**
 * The server's price of a cart whose home and add-ons have been read, with every check a
 * checkout makes first (a listed home, not one's own, the stay rules, add-ons still offered).
 * `expectedAmount` is what the browser showed: 409 when it differs.
 */
export const priceCart = (
  user: { email: string },
  cart: CartToPrice,
  property: BookableProperty | null | undefined,
  found: readonly ServiceRow[],
  expectedAmount: number | undefined,
  today: string,
) => {
  if (!property?.isListed) {
    throw new AppError('CONFLICT', { message: 'This home is no longer available for booking' });
  }
  checkNotOwnListing(property, user.email);
  checkStayRules(property, cart.moveInDate, cart.rentalPeriod, today);
  requireAddOnsOffered(
    cart.addOnIds.map((id) => ({
      id,
      name: found.find((service) => service.id === id)?.name ?? 'An add-on',
    })),
    found,
  );
  const services = checkAddOns(cart.addOnIds, found);
  const priced = priceSelection(property, cart.moveInDate, cart.rentalPeriod, services);
  // What the browser showed is what paying now charges: the deposit and month 1 (dueNow).
  if (expectedAmount !== undefined && expectedAmount !== priced.breakdown.dueNow)
    throw priceChanged();
  return { cart, held: null, property, services, priced } as const;
};

export const priceChanged = () =>
  new AppError('PRICE_CHANGED', {
    message: 'The price of this booking changed. Review the new total and pay again.',
  });

export const emptyCart = () =>
  new AppError('VALIDATION_ERROR', {
    message: 'Your cart is empty. Choose a home and dates first.',
  });
