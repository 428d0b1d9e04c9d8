import { differenceInCalendarDays, parseISO } from 'date-fns';
import { addMonthsToDate } from '../common/dates';

/**
 * The money rules of a booking (PRODUCT.md, Money and Booking), as pure functions in paise, shared
 * by the server (which computes everything from its own data) and the web (which previews it).
 */

/** The platform keeps 10 % of rent and add-ons; the owner is credited the rest. */
export const COMMISSION_BASIS_POINTS = 1_000;
/** Cancelling by the user this many days or more before move-in refunds everything. */
export const FULL_REFUND_DAYS_BEFORE = 7;
/** Inside that window the user gets back this share of the rent (add-ons and deposit in full). */
export const LATE_CANCELLATION_RENT_REFUND_PERCENT = 50;

export interface StayPriceInput {
  /** Monthly rent in paise. */
  monthlyRent: number;
  /** Monthly prices of the chosen add-on services, in paise. */
  addOnMonthlyPrices: readonly number[];
  /** Security deposit in paise, charged once. */
  deposit: number;
  months: number;
}

export interface StayPrice {
  rentTotal: number;
  addOnsTotal: number;
  deposit: number;
  /** Rent and add-ons: what commission applies to. */
  subtotal: number;
  /** What the user pays: subtotal and deposit. */
  total: number;
}

const assertPaise = (label: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${label} must be a whole, non-negative number of paise`);
};

/** (rent + add-ons) × months, with the deposit on top. */
export const priceStay = ({
  monthlyRent,
  addOnMonthlyPrices,
  deposit,
  months,
}: StayPriceInput): StayPrice => {
  assertPaise('monthlyRent', monthlyRent);
  assertPaise('deposit', deposit);
  addOnMonthlyPrices.forEach((price) => assertPaise('addOn', price));
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError('months must be a whole number of at least 1');
  const rentTotal = monthlyRent * months;
  const addOnsTotal = addOnMonthlyPrices.reduce((sum, price) => sum + price, 0) * months;
  const subtotal = rentTotal + addOnsTotal;
  return { rentTotal, addOnsTotal, deposit, subtotal, total: subtotal + deposit };
};

/**
 * How far ahead a stay may start: a move-in day at most this many months after today (issue 8).
 * Listings, prices and owners' plans change; a hold on dates years away would block a home for
 * nothing. The calendar greys the days past it out with the same rule.
 */
export const MOVE_IN_HORIZON_MONTHS = 12;

/** The last day a stay may start, seen from `today` (both `YYYY-MM-DD`). */
export const latestMoveInDate = (today: string) => addMonthsToDate(today, MOVE_IN_HORIZON_MONTHS);

/**
 * Why a move-in day cannot be chosen (in the past, or past the horizon), or null when it can.
 * The server refuses with this message and the web explains a greyed-out day with it.
 */
export const moveInDateProblem = (moveInDate: string, today: string): string | null => {
  if (moveInDate < today) return 'The move-in date cannot be in the past';
  const latest = latestMoveInDate(today);
  if (moveInDate > latest) {
    return `Stays can start at most ${MOVE_IN_HORIZON_MONTHS} months ahead (on or before ${latest})`;
  }
  return null;
};

/** The move-out day of a stay of whole months (month ends clamp: 31 Jan + 1 = 28/29 Feb). */
export const stayEndDate = (moveInDate: string, months: number) =>
  addMonthsToDate(moveInDate, months);

/** Commission rounds down to whole paise; the owner gets every paisa the platform does not keep. */
export const splitCommission = (subtotal: number) => {
  assertPaise('subtotal', subtotal);
  const commission = Math.floor((subtotal * COMMISSION_BASIS_POINTS) / 10_000);
  return { commission, ownerShare: subtotal - commission };
};

export type CancelledBy = 'user' | 'owner';

export interface RefundInput {
  price: StayPrice;
  moveInDate: string;
  /** The day the cancellation happens (the server's today). */
  cancellationDate: string;
  cancelledBy: CancelledBy;
}

export type RefundOutcome =
  | { allowed: false; reason: string }
  | {
      allowed: true;
      /** Everything returned to the user's wallet. */
      refund: number;
      rentRefund: number;
      addOnsRefund: number;
      depositRefund: number;
      /** Rent kept (late cancellation by the user); shared between owner and platform as paid. */
      rentKept: number;
      policy: 'full' | 'late';
    };

/**
 * Refund by cancellation date (PRODUCT.md): by the owner, everything; by the user 7 or more days
 * before move-in, everything; less than 7 days before, half the rent (rounded down to the paisa in
 * the user's favour: the user gets the odd paisa) with add-ons and deposit in full; on or after
 * move-in, not allowed.
 */
export const refundFor = ({
  price,
  moveInDate,
  cancellationDate,
  cancelledBy,
}: RefundInput): RefundOutcome => {
  const daysBefore = differenceInCalendarDays(parseISO(moveInDate), parseISO(cancellationDate));
  const full = {
    allowed: true as const,
    refund: price.total,
    rentRefund: price.rentTotal,
    addOnsRefund: price.addOnsTotal,
    depositRefund: price.deposit,
    rentKept: 0,
    policy: 'full' as const,
  };
  if (cancelledBy === 'owner') return full;
  if (daysBefore <= 0)
    return { allowed: false, reason: 'A stay cannot be cancelled on or after its move-in date' };
  if (daysBefore >= FULL_REFUND_DAYS_BEFORE) return full;
  const rentRefund = Math.ceil((price.rentTotal * LATE_CANCELLATION_RENT_REFUND_PERCENT) / 100);
  return {
    allowed: true,
    refund: rentRefund + price.addOnsTotal + price.deposit,
    rentRefund,
    addOnsRefund: price.addOnsTotal,
    depositRefund: price.deposit,
    rentKept: price.rentTotal - rentRefund,
    policy: 'late',
  };
};

/** The refund a user would get for each cancellation day from today up to move-in (a preview). */
export const refundSchedule = (price: StayPrice, moveInDate: string, today: string) => {
  const lastFullDay = addDays(moveInDate, -FULL_REFUND_DAYS_BEFORE);
  const lastDay = addDays(moveInDate, -1);
  const late = refundFor({ price, moveInDate, cancellationDate: lastDay, cancelledBy: 'user' });
  return [
    ...(today <= lastFullDay
      ? [{ from: today, until: lastFullDay, refund: price.total, policy: 'full' as const }]
      : []),
    ...(late.allowed && today <= lastDay
      ? [
          {
            from: today > lastFullDay ? today : addDays(lastFullDay, 1),
            until: lastDay,
            refund: late.refund,
            policy: 'late' as const,
          },
        ]
      : []),
  ];
};

const addDays = (date: string, days: number) => {
  const value = parseISO(date);
  value.setDate(value.getDate() + days);
  const month = String(value.getMonth() + 1).padStart(2, '0');
  const day = String(value.getDate()).padStart(2, '0');
  return `${value.getFullYear()}-${month}-${day}`;
};
