// read model: reads accounts, properties (what an instalment's notice names).
// A long stay's months (booking_instalments, decision 027): the queries of listing, paying,
// cancelling and adding them, and of their daily jobs (autopay, the calendar, earnings' release).
import { aliasedTable, and, asc, eq, inArray, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  bookingInstalments,
  bookings,
  properties,
  type BookingInstalmentRow,
  type BookingRow,
} from '../../db/schema/index';

export type NewInstalmentRow = typeof bookingInstalments.$inferInsert;

/** The statuses of a month still to be paid. */
export const UNPAID_INSTALMENT_STATUSES = ['upcoming', 'due', 'overdue'] as const;

const guests = aliasedTable(accounts, 'guest');
const hosts = aliasedTable(accounts, 'host');

/** An instalment with what paying it needs of its booking. */
const withBooking = {
  instalment: bookingInstalments,
  booking: {
    id: bookings.id,
    reference: bookings.reference,
    userId: bookings.userId,
    ownerId: bookings.ownerId,
    propertyId: bookings.propertyId,
    status: bookings.status,
    autopay: bookings.autopay,
  },
};
export interface InstalmentWithBooking {
  instalment: BookingInstalmentRow;
  booking: {
    id: string;
    reference: string;
    userId: string;
    ownerId: string;
    propertyId: string;
    status: BookingRow['status'];
    autopay: boolean;
  };
}

const selectWithBooking = (db: DbOrTx) =>
  db
    .select(withBooking)
    .from(bookingInstalments)
    .innerJoin(bookings, eq(bookings.id, bookingInstalments.bookingId));

/** The instalment and its booking, the instalment's row locked for the rest of the transaction. */
export const lockInstalment = async (
  db: DbOrTx,
  id: string,
): Promise<InstalmentWithBooking | null> => {
  const [row] = await selectWithBooking(db)
    .where(eq(bookingInstalments.id, id))
    .limit(1)
    .for('update', { of: bookingInstalments });
  return row ?? null;
};

export const findInstalment = async (
  db: DbOrTx,
  id: string,
): Promise<InstalmentWithBooking | null> => {
  const [row] = await selectWithBooking(db).where(eq(bookingInstalments.id, id)).limit(1);
  return row ?? null;
};

/** The next receipt serial (a sequence: never handed out twice, even after a rollback). */
export const nextReceiptSerial = async (db: DbOrTx) => {
  const result = (await db.execute(
    sql`select nextval('rent_receipt_serial_seq')::text as serial`,
  )) as unknown as { rows: { serial: string }[] };
  return Number(result.rows[0]!.serial);
};

/** The guarded change to `paid`: null when the month was no longer unpaid. */
export const markInstalmentPaid = async (
  db: DbOrTx,
  id: string,
  paid: {
    paidAt: Date;
    method: 'card' | 'wallet';
    paymentOrderId: string | null;
    receiptNumber: string;
    earningAvailableAt: Date;
  },
) => {
  const [row] = await db
    .update(bookingInstalments)
    .set({ status: 'paid', ...paid, updatedAt: paid.paidAt })
    .where(
      and(
        eq(bookingInstalments.id, id),
        inArray(bookingInstalments.status, UNPAID_INSTALMENT_STATUSES),
      ),
    )
    .returning();
  return row ?? null;
};

/**
 * The next month autopay may take (autopay on, unpaid, due by `today`, of a live stay), locked and
 * skipping rows another process holds; `passed` are the ones this run already tried.
 */
export const claimAutopayInstalment = async (
  db: DbOrTx,
  today: string,
  passed: readonly string[],
): Promise<InstalmentWithBooking | null> => {
  const [row] = await selectWithBooking(db)
    .where(
      and(
        eq(bookings.autopay, true),
        inArray(bookings.status, ['confirmed', 'completed']),
        inArray(bookingInstalments.status, UNPAID_INSTALMENT_STATUSES),
        lte(bookingInstalments.dueDate, today),
        passed.length > 0 ? notInArray(bookingInstalments.id, [...passed]) : undefined,
      ),
    )
    .orderBy(asc(bookingInstalments.dueDate), asc(bookingInstalments.id))
    .limit(1)
    .for('update', { of: bookingInstalments, skipLocked: true });
  return row ?? null;
};

/** Records the one "autopay could not take it" notice; false when it was recorded already. */
export const markAutopayFailureNotified = async (db: DbOrTx, id: string, at: Date) => {
  const rows = await db
    .update(bookingInstalments)
    .set({ autopayFailedNotifiedAt: at, updatedAt: at })
    .where(and(eq(bookingInstalments.id, id), isNull(bookingInstalments.autopayFailedNotifiedAt)))
    .returning({ id: bookingInstalments.id });
  return rows.length > 0;
};

/**
 * Months whose status the calendar moves (instalmentMarkingCutoffs): `upcoming` ones due by
 * `dueBy` (but not yet overdue) become `due`; unpaid ones due by `overdueBy` become `overdue`.
 * Locked, skipping rows another process holds.
 */
export const claimInstalmentsToMark = async (
  db: DbOrTx,
  to: 'due' | 'overdue',
  { dueBy, overdueBy }: { dueBy: string; overdueBy: string },
  limit: number,
) =>
  selectWithBooking(db)
    .where(
      and(
        inArray(bookings.status, ['confirmed', 'completed']),
        to === 'due'
          ? and(
              eq(bookingInstalments.status, 'upcoming'),
              lte(bookingInstalments.dueDate, dueBy),
              sql`${bookingInstalments.dueDate} > ${overdueBy}`,
            )
          : and(
              inArray(bookingInstalments.status, ['upcoming', 'due']),
              lte(bookingInstalments.dueDate, overdueBy),
            ),
      ),
    )
    .orderBy(asc(bookingInstalments.dueDate), asc(bookingInstalments.id))
    .limit(limit)
    .for('update', { of: bookingInstalments, skipLocked: true });

/** The calendar's change, guarded by the status it was claimed in, with its notice's stamp. */
export const moveInstalmentStatus = async (
  db: DbOrTx,
  id: string,
  from: BookingInstalmentRow['status'],
  changes: Pick<Partial<BookingInstalmentRow>, 'remindedAt' | 'overdueNotifiedAt'> & {
    status: 'due' | 'overdue';
    updatedAt: Date;
  },
) => {
  const [row] = await db
    .update(bookingInstalments)
    .set(changes)
    .where(and(eq(bookingInstalments.id, id), eq(bookingInstalments.status, from)))
    .returning();
  return row ?? null;
};

/** The names an instalment's notice shows: the home and both parties. */
export const findInstalmentNoticeNames = async (db: DbOrTx, bookingId: string) => {
  const [row] = await db
    .select({
      propertyTitle: properties.title,
      guestName: guests.name,
      hostName: hosts.name,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(guests, eq(guests.id, bookings.userId))
    .innerJoin(hosts, eq(hosts.id, bookings.ownerId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) throw new Error(`booking ${bookingId} has no home or parties`);
  return row;
};

/** The tenant's own stay, locked (autopay is switched by its tenant only). */
export const lockTenantBooking = async (db: DbOrTx, bookingId: string, userId: string) => {
  const [row] = await db
    .select({ id: bookings.id, status: bookings.status, autopay: bookings.autopay })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1)
    .for('update');
  return row ?? null;
};

export const setBookingAutopay = async (
  db: DbOrTx,
  bookingId: string,
  enabled: boolean,
  at: Date,
) => {
  await db
    .update(bookings)
    .set({ autopay: enabled, updatedAt: at })
    .where(eq(bookings.id, bookingId));
};

/** A booking's instalments, month by month. */
export const listInstalments = (db: DbOrTx, bookingId: string) =>
  db
    .select()
    .from(bookingInstalments)
    .where(eq(bookingInstalments.bookingId, bookingId))
    .orderBy(asc(bookingInstalments.number));

/** The same, locked for the rest of the transaction (a cancellation changes them). */
export const lockInstalments = (db: DbOrTx, bookingId: string) =>
  db
    .select()
    .from(bookingInstalments)
    .where(eq(bookingInstalments.bookingId, bookingId))
    .orderBy(asc(bookingInstalments.number))
    .for('update');

/** What the end-early preview needs of a booking's instalments. */
export const listInstalmentStates = (db: DbOrTx, bookingId: string) =>
  db
    .select({
      number: bookingInstalments.number,
      amount: bookingInstalments.amount,
      status: bookingInstalments.status,
    })
    .from(bookingInstalments)
    .where(eq(bookingInstalments.bookingId, bookingId))
    .orderBy(asc(bookingInstalments.number));

/**
 * Cancels a booking's months: the given `numbers` (a stay ended early: the months after its new
 * end), or every live one (a cancelled booking). A paid one keeps its `paid_at` and receipt number
 * (a receipt is never reused) and its earning is marked settled (`earning_released_at`), since the
 * cancellation's or the refund's posting settled it, so the release job never moves it.
 */
export const cancelInstalments = async (
  db: DbOrTx,
  bookingId: string,
  at: Date,
  numbers?: readonly number[],
) => {
  if (numbers?.length === 0) return;
  await db
    .update(bookingInstalments)
    .set({
      status: 'cancelled',
      earningReleasedAt: sql`case when ${bookingInstalments.paidAt} is not null
        then coalesce(${bookingInstalments.earningReleasedAt}, ${at.toISOString()}::timestamptz) end`,
      updatedAt: at,
    })
    .where(
      and(
        eq(bookingInstalments.bookingId, bookingId),
        numbers
          ? inArray(bookingInstalments.number, [...numbers])
          : ne(bookingInstalments.status, 'cancelled'),
      ),
    );
};

export const insertInstalments = async (db: DbOrTx, rows: NewInstalmentRow[]) => {
  if (rows.length > 0) await db.insert(bookingInstalments).values(rows);
};

/**
 * The release job's batch: paid months whose owner share is due to become available, locked and
 * skipped by other runs (FOR UPDATE SKIP LOCKED), with what the posting names.
 */
export const claimReleasableEarnings = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select({
      id: bookingInstalments.id,
      number: bookingInstalments.number,
      ownerShare: bookingInstalments.ownerShare,
      bookingId: bookingInstalments.bookingId,
      ownerId: bookings.ownerId,
      reference: bookings.reference,
    })
    .from(bookingInstalments)
    .innerJoin(bookings, eq(bookings.id, bookingInstalments.bookingId))
    .where(
      and(
        eq(bookingInstalments.status, 'paid'),
        isNull(bookingInstalments.earningReleasedAt),
        lte(bookingInstalments.earningAvailableAt, now),
      ),
    )
    .orderBy(asc(bookingInstalments.earningAvailableAt))
    .limit(limit)
    .for('update', { of: bookingInstalments, skipLocked: true });

/** Guarded: marks a paid month's earning released once (answers whether this call did it). */
export const markEarningReleased = async (db: DbOrTx, id: string, at: Date) => {
  const updated = await db
    .update(bookingInstalments)
    .set({ earningReleasedAt: at, updatedAt: at })
    .where(
      and(
        eq(bookingInstalments.id, id),
        eq(bookingInstalments.status, 'paid'),
        isNull(bookingInstalments.earningReleasedAt),
      ),
    )
    .returning({ id: bookingInstalments.id });
  return updated.length === 1;
};
