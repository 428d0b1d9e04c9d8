import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  businessDayOf,
  financialYearOf,
  instalmentSchedule,
  pendingEarningAvailableAt,
  scheduledInstalmentStatus,
  splitCommission,
} from '@nestly/shared';
import type { DbOrTx } from '../../db/client';
import type { BookingRow } from '../../db/schema/index';
import { calendarDay, getBusinessTimeZone } from '../../lib/clock';

/** How a booking's schedule starts: what was paid at its confirmation, and how. */
export interface SchedulePayment {
  paidAt: Date;
  method: 'card' | 'wallet';
  /** The card order that paid month 1 (null from the wallet). */
  paymentOrderId: string | null;
  /**
   * `first`: checkout paid the deposit and month 1 (decision 027), whose owner share is pending;
   * `whole`: every month paid at once and its earning already in the owner's wallet (a hold made
   * before long stays paid by its old order, the demo seed's past stays), like the migration's.
   */
  paid: 'first' | 'whole';
}

/** One instalment row as `booking_instalments_insert` takes it (its receipt number drawn there). */
export interface InstalmentRowToWrite {
  id: string;
  bookingId: string;
  number: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  amount: number;
  commission: number;
  ownerShare: number;
  status: 'paid' | 'upcoming' | 'due' | 'overdue';
  paidAt: Date | null;
  method: 'card' | 'wallet' | null;
  paymentOrderId: string | null;
  /** The financial year of a paid row's receipt; null while unpaid. */
  receiptYear: string | null;
  earningAvailableAt: Date | null;
  earningReleasedAt: Date | null;
  createdAt: Date;
}

/**
 * A confirmed booking's months, as rows (pure): months 1..n of the stay at one month's rent and
 * add-ons, each split by the commission rule. Month 1 (or every month, `whole`) is paid at
 * `paidAt`, with its receipt's financial year read from the business day of the payment and its
 * earning available `pendingEarningAvailableAt` (released at once for `whole`); the others are
 * `upcoming`, or `due` already when within 3 days of their due date.
 */
export const instalmentRowsFor = (
  booking: Pick<BookingRow, 'id' | 'moveInDate' | 'rentalPeriod' | 'subtotal'>,
  payment: SchedulePayment,
  now: Date,
): InstalmentRowToWrite[] => {
  const timeZone = getBusinessTimeZone();
  const today = calendarDay(now);
  const receiptYear = financialYearOf(businessDayOf(payment.paidAt, timeZone));
  const monthly = booking.subtotal / booking.rentalPeriod;
  return instalmentSchedule({
    moveInDate: booking.moveInDate,
    months: booking.rentalPeriod,
    monthlyRent: monthly,
    addOnMonthlyPrices: [],
  }).map((planned) => {
    const paid = payment.paid === 'whole' || planned.number === 1;
    return {
      id: randomUUID(),
      bookingId: booking.id,
      ...planned,
      ...splitCommission(planned.amount),
      status: paid ? 'paid' : scheduledInstalmentStatus(planned.dueDate, today),
      paidAt: paid ? payment.paidAt : null,
      method: paid ? payment.method : null,
      paymentOrderId: paid && planned.number === 1 ? payment.paymentOrderId : null,
      receiptYear: paid ? receiptYear : null,
      earningAvailableAt: !paid
        ? null
        : payment.paid === 'whole'
          ? payment.paidAt
          : pendingEarningAvailableAt({
              paidAt: payment.paidAt,
              periodStart: planned.periodStart,
              timeZone,
            }),
      earningReleasedAt: paid && payment.paid === 'whole' ? payment.paidAt : null,
      createdAt: now,
    };
  });
};

/** The rows as the database function takes them (jsonb). */
export const instalmentRowsJson = (rows: readonly InstalmentRowToWrite[]) => JSON.stringify(rows);

/**
 * Writes a booking's schedule in the caller's transaction (the booking's confirmation: card
 * verify, a held booking paid from the wallet; the demo seed's stays). The wallet's one-call
 * checkout hands the same rows to `wallet_booking_place`, which calls the same function.
 */
export const writeInstalmentSchedule = async (
  db: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'moveInDate' | 'rentalPeriod' | 'subtotal'>,
  payment: SchedulePayment,
  now: Date,
) => {
  const rows = instalmentRowsFor(booking, payment, now);
  await db.execute(sql`select booking_instalments_insert(${instalmentRowsJson(rows)}::jsonb)`);
  return rows;
};
