import { randomBytes, randomUUID } from 'node:crypto';
import {
  moveInDateProblem,
  priceStay,
  splitCommission,
  stayEndDate,
  type BookingAddOn,
  type PriceBreakdown,
} from '@nestly/shared';
import type { BookingRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { BookableProperty } from './repo';

export interface ServiceRow {
  id: string;
  name: string;
  monthlyPrice: number;
  status: string;
}

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
    },
    ...splitCommission(price.subtotal),
  };
};

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

/** Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * "NST-7F3A9CK2": eight characters, short enough to read out on the phone, 40 bits of chance. Six
 * hex characters (24 bits) collided once in about 3,600 bookings of the benchmark with 25,000
 * already made, which answered 500; the unique index still guards, and a wallet payment that
 * meets a taken reference is made again with a new one.
 */
export const newBookingReference = () =>
  `NST-${Array.from(randomBytes(8), (byte) => REFERENCE_ALPHABET[byte & 31]).join('')}`;

/**
 * A new booking's whole row from a priced stay, made at `now`: the server's price, its commission
 * split, and the state it starts in (held until `expiresAt`, or confirmed and paid). Nothing of it
 * needs reading back once written.
 */
export const bookingRowFor = (
  stay: {
    userId: string;
    cart: { moveInDate: string; rentalPeriod: number };
    property: { id: string; ownerId: string };
    priced: PricedSelection;
  },
  state:
    | { status: 'pending_payment'; expiresAt: Date }
    | { status: 'confirmed'; paymentMethod: 'wallet' | 'card' },
  now: Date,
): BookingRow => {
  const { userId, cart, property, priced } = stay;
  return {
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
    expiresAt: state.status === 'pending_payment' ? state.expiresAt : null,
    confirmedAt: state.status === 'confirmed' ? now : null,
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    refundAmount: null,
    completedAt: null,
    createdAt: now,
    updatedAt: now,
  };
};
