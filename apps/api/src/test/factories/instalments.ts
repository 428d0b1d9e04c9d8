import { sql } from 'drizzle-orm';
import { instalmentSchedule, splitCommission } from '@nestly/shared';
import type { Db } from '../../db/client';
import { rowsOf } from './ledger';

// Long stays (decision 027): months 2..n of a booking, for the tests of paying them. Until the
// booking confirmation writes its own schedule, a test writes it here; ON CONFLICT keeps this
// harmless once bookings write theirs (the stored rows are then read back as they are).

export interface TestInstalment {
  id: string;
  number: number;
  dueDate: string;
  periodStart: string;
  amount: number;
  commission: number;
  ownerShare: number;
  status: string;
  paidAt: Date | null;
  method: string | null;
  receiptNumber: string | null;
  paymentOrderId: string | null;
  remindedAt: Date | null;
  overdueNotifiedAt: Date | null;
  autopayFailedNotifiedAt: Date | null;
}

/** The booking's months, by number, as stored. */
export const listTestInstalments = (db: Db, bookingId: string) =>
  rowsOf<TestInstalment>(
    db,
    sql`select id::text as id, number, due_date::text as "dueDate",
          period_start::text as "periodStart", amount::int as amount,
          commission::int as commission, owner_share::int as "ownerShare", status,
          paid_at as "paidAt", method, receipt_number as "receiptNumber",
          payment_order_id::text as "paymentOrderId", reminded_at as "remindedAt",
          overdue_notified_at as "overdueNotifiedAt",
          autopay_failed_notified_at as "autopayFailedNotifiedAt"
        from booking_instalments where booking_id = ${bookingId} order by number`,
  );

/**
 * Months 2..n of a confirmed booking (unpaid, `upcoming`), as stored: the booking's confirmation
 * writes them; a row it did not write is written here (ON CONFLICT keeps its own).
 */
export const writeTestSchedule = async (db: Db, bookingId: string) => {
  const [booking] = await rowsOf<{
    moveInDate: string;
    rentalPeriod: number;
    rentTotal: string;
    addOnsTotal: string;
  }>(
    db,
    sql`select move_in_date::text as "moveInDate", rental_period as "rentalPeriod",
          rent_total::text as "rentTotal", add_ons_total::text as "addOnsTotal"
        from bookings where id = ${bookingId}`,
  );
  if (!booking) throw new Error(`no booking ${bookingId}`);
  const monthly = (Number(booking.rentTotal) + Number(booking.addOnsTotal)) / booking.rentalPeriod;
  const months = instalmentSchedule({
    moveInDate: booking.moveInDate,
    months: booking.rentalPeriod,
    fromNumber: 2,
    monthlyRent: monthly,
    addOnMonthlyPrices: [],
  });
  for (const month of months) {
    const { commission, ownerShare } = splitCommission(month.amount);
    await db.execute(sql`
      insert into booking_instalments (booking_id, number, period_start, period_end, due_date,
        amount, commission, owner_share, status, created_at, updated_at)
      values (${bookingId}, ${month.number}, ${month.periodStart}, ${month.periodEnd},
        ${month.dueDate}, ${month.amount}, ${commission}, ${ownerShare}, 'upcoming', now(), now())
      on conflict (booking_id, number) do nothing`);
  }
  return (await listTestInstalments(db, bookingId)).filter((month) => month.number >= 2);
};

/** A person's pending money (an owner's `owner_pending` account), paise. */
export const pendingBalance = async (db: Db, holderId: string) => {
  const [row] = await rowsOf<{ balance: string }>(
    db,
    sql`select balance::text as balance from ledger_accounts
        where kind = 'owner_pending' and holder_id = ${holderId}`,
  );
  return Number(row?.balance ?? 0);
};

/** How many `instalment_payment` ledger transactions an instalment has (never more than one). */
export const instalmentPostings = async (db: Db, instalmentId: string) => {
  const [row] = await rowsOf<{ count: string }>(
    db,
    sql`select count(*)::text as count from ledger_transactions
        where kind = 'instalment_payment' and instalment_id = ${instalmentId}`,
  );
  return Number(row!.count);
};

/** The notices of one type a person has (newest first). */
export const noticesOf = (db: Db, recipientId: string, type: string) =>
  rowsOf<{ title: string; body: string; bookingId: string | null }>(
    db,
    sql`select title, body, booking_id::text as "bookingId" from notifications
        where recipient_id = ${recipientId} and type = ${type} order by created_at desc`,
  );

export interface InstalmentFixture {
  bookingId: string;
  number: number;
  periodStart: string;
  periodEnd: string;
  amount: number;
  /** Paid (with the receipt fields below) unless `upcoming`; `cancelled` keeps them (ended early). */
  status?: 'paid' | 'upcoming' | 'cancelled';
  paidAt?: Date;
  method?: 'card' | 'wallet';
  receiptNumber?: string;
}

/**
 * An instalment row of a booking made through the ordinary flows, in the state a test needs,
 * whatever schedule the booking already has: the row is inserted if missing, then set.
 */
export const putInstalment = async (db: Db, fixture: InstalmentFixture) => {
  const { commission, ownerShare } = splitCommission(fixture.amount);
  const status = fixture.status ?? 'paid';
  const paid = status !== 'upcoming';
  await db.execute(sql`
    insert into booking_instalments (booking_id, number, period_start, period_end, due_date,
      amount, commission, owner_share, status, created_at, updated_at)
    values (${fixture.bookingId}, ${fixture.number}, ${fixture.periodStart}, ${fixture.periodEnd},
      ${fixture.periodStart}, ${fixture.amount}, ${commission}, ${ownerShare}, 'upcoming', now(), now())
    on conflict (booking_id, number) do nothing`);
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`update booking_instalments set
          period_start = ${fixture.periodStart}, period_end = ${fixture.periodEnd},
          due_date = ${fixture.periodStart}, amount = ${fixture.amount},
          commission = ${commission}, owner_share = ${ownerShare}, status = ${status},
          paid_at = ${paid ? (fixture.paidAt ?? new Date()).toISOString() : null},
          method = ${paid ? (fixture.method ?? 'wallet') : null},
          receipt_number = ${paid ? (fixture.receiptNumber ?? null) : null},
          updated_at = now()
        where booking_id = ${fixture.bookingId} and number = ${fixture.number}
        returning id`,
  );
  if (!row) throw new Error('instalment fixture: no row');
  return row.id;
};
