import { addMonthsToDate } from '../common/dates';
import { addDaysToDate } from '../common/business-day';
import { startOfBusinessDay } from '../common/business-day-start';

/**
 * The rules of a stay paid month by month (PRODUCT.md, "Long stays, month by month"), as pure
 * functions over calendar days (`YYYY-MM-DD`, counted in the business time zone) and paise, shared
 * by the server (which decides) and the web (which previews).
 *
 * A stay of n months has n instalments. Instalment k covers the period
 * [moveInDate + (k−1) months, moveInDate + k months): `periodEnd` is exclusive, the next period's
 * start, so the last one ends on the booking's `endDate` (the move-out day), as `endDate` itself
 * is. Screens and receipts show the last day of a period, `periodEnd − 1 day`. Each period is
 * computed from the move-in date, never chained from the previous one, so month ends clamp the way
 * `endDate` does (31 Jan → 28 Feb → 31 Mar). Instalment 1 is paid at checkout.
 */

/** An instalment becomes `due` this many days before its due date (and its reminder goes out). */
export const INSTALMENT_DUE_SOON_DAYS = 3;
/** An unpaid instalment becomes `overdue` this many days after its due date. */
export const INSTALMENT_OVERDUE_AFTER_DAYS = 5;
/** Ending a stay early takes this many days' notice. */
export const END_EARLY_NOTICE_DAYS = 30;
/** An owner's earning from an instalment is pending this long after payment or period start. */
export const PENDING_EARNING_HOLD_HOURS = 24;

/** One month of a stay, before it is stored (no id, no status). */
export interface PlannedInstalment {
  number: number;
  /** First day of the period. */
  periodStart: string;
  /** The next period's first day (exclusive); the last instalment's is the booking's endDate. */
  periodEnd: string;
  /** The day it is due: the period's first day. */
  dueDate: string;
  /** Paise: rent and the booking's add-ons, for one month. */
  amount: number;
}

const assertPaise = (label: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${label} must be a whole, non-negative number of paise`);
};

const assertMonths = (label: string, value: number, minimum: number) => {
  if (!Number.isInteger(value) || value < minimum)
    throw new RangeError(`${label} must be a whole number of at least ${minimum}`);
};

export interface MonthlyPriceInput {
  /** Monthly rent in paise. */
  monthlyRent: number;
  /** Monthly prices of the booking's add-on services, in paise. */
  addOnMonthlyPrices: readonly number[];
}

/** What one month of a stay costs: rent and add-ons (the deposit is never part of it). */
export const monthlyInstalmentAmount = ({
  monthlyRent,
  addOnMonthlyPrices,
}: MonthlyPriceInput): number => {
  assertPaise('monthlyRent', monthlyRent);
  addOnMonthlyPrices.forEach((price) => assertPaise('addOn', price));
  return monthlyRent + addOnMonthlyPrices.reduce((sum, price) => sum + price, 0);
};

/** What checkout charges: the deposit and month 1 (PRODUCT.md: an order's amount is `dueNow`). */
export const dueNowFor = (input: MonthlyPriceInput & { deposit: number }): number => {
  assertPaise('deposit', input.deposit);
  return input.deposit + monthlyInstalmentAmount(input);
};

/** The period and due date of instalment `number` of a stay starting on `moveInDate`. */
export const instalmentPeriod = (moveInDate: string, number: number) => {
  assertMonths('number', number, 1);
  const periodStart = addMonthsToDate(moveInDate, number - 1);
  return { periodStart, periodEnd: addMonthsToDate(moveInDate, number), dueDate: periodStart };
};

export interface ScheduleInput extends MonthlyPriceInput {
  moveInDate: string;
  /** The stay's length in months (its rentalPeriod). */
  months: number;
  /** The first instalment to list: 1 for a new stay, n+1 for the months an extension adds. */
  fromNumber?: number;
}

/** Instalments `fromNumber`..`months` of a stay, each for one month at the same amount. */
export const instalmentSchedule = ({
  moveInDate,
  months,
  fromNumber = 1,
  ...price
}: ScheduleInput): PlannedInstalment[] => {
  assertMonths('months', months, 1);
  assertMonths('fromNumber', fromNumber, 1);
  const amount = monthlyInstalmentAmount(price);
  return Array.from({ length: Math.max(0, months - fromNumber + 1) }, (_, index) => ({
    number: fromNumber + index,
    ...instalmentPeriod(moveInDate, fromNumber + index),
    amount,
  }));
};

/** The statuses an unpaid, live instalment moves through as days pass. */
export type ScheduledInstalmentStatus = 'upcoming' | 'due' | 'overdue';

/**
 * Where an unpaid instalment stands on business day `today`: `due` from 3 days before its due date,
 * `overdue` from 5 days after it, `upcoming` before. (`paid` and `cancelled` are set by the payment
 * and by ending early, not by the calendar.)
 */
export const scheduledInstalmentStatus = (
  dueDate: string,
  today: string,
): ScheduledInstalmentStatus => {
  if (today >= addDaysToDate(dueDate, INSTALMENT_OVERDUE_AFTER_DAYS)) return 'overdue';
  if (today >= addDaysToDate(dueDate, -INSTALMENT_DUE_SOON_DAYS)) return 'due';
  return 'upcoming';
};

/**
 * The due dates the daily marking job works from on `today`, for a range query: every unpaid
 * instalment due on or before `dueBy` is at least `due`; on or before `overdueBy`, `overdue`.
 */
export const instalmentMarkingCutoffs = (today: string) => ({
  dueBy: addDaysToDate(today, INSTALMENT_DUE_SOON_DAYS),
  overdueBy: addDaysToDate(today, -INSTALMENT_OVERDUE_AFTER_DAYS),
});

/** Autopay takes an unpaid instalment from its due date on (each run, while the wallet is short). */
export const isAutopayDue = (dueDate: string, today: string): boolean => today >= dueDate;

/**
 * When the owner's earning from a paid instalment becomes available to withdraw or spend: 24 hours
 * after the later of the payment and the start (business-zone midnight) of the period it pays for.
 * Until then it is pending, and cancelling or ending early can still take it back.
 */
export const pendingEarningAvailableAt = ({
  paidAt,
  periodStart,
  timeZone,
}: {
  paidAt: Date;
  periodStart: string;
  timeZone: string;
}): Date => {
  const periodStartsAt = startOfBusinessDay(periodStart, timeZone).getTime();
  const from = Math.max(paidAt.getTime(), periodStartsAt);
  return new Date(from + PENDING_EARNING_HOLD_HOURS * 3_600_000);
};

/** What ending early or extending needs to know of a stored instalment. */
export interface InstalmentState {
  number: number;
  amount: number;
  status: 'paid' | ScheduledInstalmentStatus | 'cancelled';
}

export interface EndEarlyInput {
  moveInDate: string;
  endDate: string;
  today: string;
  /** The stay already had its end brought forward once. */
  hasEndedEarly: boolean;
  instalments: readonly InstalmentState[];
}

export type EndEarlyPlan =
  | { allowed: false; reason: string }
  | {
      allowed: true;
      /** today + 30 days: the notice runs until then. */
      noticeUntil: string;
      /** The end of the instalment period that contains `noticeUntil`: the stay's new endDate. */
      newEndDate: string;
      /** The stay's new length in months (its new rentalPeriod). */
      newRentalPeriod: number;
      /** Instalments after the new end date, no longer part of the stay. */
      cancelledNumbers: number[];
      /** Paise no longer charged: the unpaid instalments cancelled. */
      noLongerCharged: number;
      /** Paise refunded: instalments already paid for periods after the new end date. */
      refunded: number;
    };

/**
 * Ending a stay early (PRODUCT.md): after move-in only, once, with 30 days' notice; the stay ends
 * at the end of the instalment period that contains today + 30 days. A stay that ends within the
 * notice anyway cannot be ended earlier.
 */
export const planEndEarly = ({
  moveInDate,
  endDate,
  today,
  hasEndedEarly,
  instalments,
}: EndEarlyInput): EndEarlyPlan => {
  if (hasEndedEarly) return { allowed: false, reason: 'This stay is already ending early' };
  if (today < moveInDate)
    return {
      allowed: false,
      reason: 'A stay can be ended early only after move-in; before it, cancel the booking',
    };
  if (today >= endDate) return { allowed: false, reason: 'This stay has already ended' };
  const noticeUntil = addDaysToDate(today, END_EARLY_NOTICE_DAYS);
  // The period containing noticeUntil is the last one kept: count the periods starting on or
  // before it (periods are contiguous from move-in, so this is its number).
  let keptMonths = 1;
  while (addMonthsToDate(moveInDate, keptMonths) <= noticeUntil) keptMonths += 1;
  const newEndDate = addMonthsToDate(moveInDate, keptMonths);
  if (newEndDate >= endDate)
    return {
      allowed: false,
      reason: `This stay already ends on ${endDate}, within the ${END_EARLY_NOTICE_DAYS} days' notice`,
    };
  const cancelled = instalments.filter(
    (instalment) => instalment.number > keptMonths && instalment.status !== 'cancelled',
  );
  const sum = (rows: InstalmentState[]) => rows.reduce((total, row) => total + row.amount, 0);
  return {
    allowed: true,
    noticeUntil,
    newEndDate,
    newRentalPeriod: keptMonths,
    cancelledNumbers: cancelled.map((instalment) => instalment.number),
    noLongerCharged: sum(cancelled.filter((instalment) => instalment.status !== 'paid')),
    refunded: sum(cancelled.filter((instalment) => instalment.status === 'paid')),
  };
};

export interface ExtensionInput extends MonthlyPriceInput {
  moveInDate: string;
  endDate: string;
  rentalPeriod: number;
  /** Months to add. */
  months: number;
  /** The home's maximum stay (its maxMonths). */
  maxMonths: number;
  today: string;
  hasEndedEarly: boolean;
}

export type ExtensionPlan =
  | { allowed: false; reason: string }
  | {
      allowed: true;
      newEndDate: string;
      newRentalPeriod: number;
      /** The instalments the added months bring, numbered after the existing ones. */
      instalments: PlannedInstalment[];
    };

/** How many more months a stay may take within its home's maximum (0: none). */
export const monthsLeftToExtend = (rentalPeriod: number, maxMonths: number): number =>
  Math.max(0, maxMonths - rentalPeriod);

/** Why adding `months` would pass the home's maximum, or null when it would not. */
export const extensionLimitProblem = (
  rentalPeriod: number,
  maxMonths: number,
  months: number,
): string | null => {
  const left = monthsLeftToExtend(rentalPeriod, maxMonths);
  if (months <= left) return null;
  return left === 0
    ? `This home takes stays of at most ${maxMonths} months`
    : `This home takes stays of at most ${maxMonths} months: add at most ${left}`;
};

/**
 * Extending a stay (PRODUCT.md): whole months, within the home's maximum, before the stay has ended.
 * A stay whose tenant gave notice cannot be extended (the notice is final; a new booking can follow).
 * Whether the dates after the stay are free is the database's to say (the exclusion constraint).
 */
export const planExtension = ({
  moveInDate,
  endDate,
  rentalPeriod,
  months,
  maxMonths,
  today,
  hasEndedEarly,
  ...price
}: ExtensionInput): ExtensionPlan => {
  if (!Number.isInteger(months) || months < 1)
    return { allowed: false, reason: 'Add at least one whole month' };
  if (today >= endDate) return { allowed: false, reason: 'This stay has already ended' };
  if (hasEndedEarly)
    return { allowed: false, reason: 'This stay is ending early and cannot be extended' };
  const limit = extensionLimitProblem(rentalPeriod, maxMonths, months);
  if (limit) return { allowed: false, reason: limit };
  const newRentalPeriod = rentalPeriod + months;
  return {
    allowed: true,
    newEndDate: addMonthsToDate(moveInDate, newRentalPeriod),
    newRentalPeriod,
    instalments: instalmentSchedule({
      moveInDate,
      months: newRentalPeriod,
      fromNumber: rentalPeriod + 1,
      ...price,
    }),
  };
};
