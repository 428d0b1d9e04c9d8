// crosses owners: writes property_reservations (availability's; to move behind its index.ts).
import { and, count, eq, getTableColumns, gt, inArray, lte, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { DbOrTx } from '../../db/client';
import {
  bookingEvents,
  bookings,
  propertyReservations,
  type BookingRow,
} from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';
import type { InstalmentRowToWrite } from './instalment-schedule';

// The bookings module's writes and claims: booking rows, their timeline and the reservations that
// hold their dates. Bookings as screens show them are read in booking-views-repo.ts.
export type { BookingRow };

/**
 * A booking row as the database functions take it: keyed by column name, as the schema's
 * snake_case casing names them (drizzle's own `toSnakeCase`).
 */
export const bookingRowJson = (booking: BookingRow) =>
  Object.fromEntries(
    Object.entries(getTableColumns(bookings)).map(([key, column]) => [
      column.keyAsName ? toSnakeCase(key) : column.name,
      booking[key as keyof BookingRow],
    ]),
  );

/**
 * A new booking, the reservation that holds its dates under the exclusion constraint (an overlap
 * raises 23P01) and its first timeline event, in one call (`booking_insert`, sql/booking_insert.sql). The
 * caller built the whole row (id included), so nothing needs reading back.
 */
export const insertHeldBooking = async (
  db: DbOrTx,
  booking: BookingRow,
  event: { id: string; reason: string },
) => {
  await db.execute(
    sql`select booking_insert(${JSON.stringify(bookingRowJson(booking))}::jsonb, ${event.id}::uuid, ${event.reason})`,
  );
};

export const findBookingById = async (db: DbOrTx, id: string) => {
  return firstRowOrNull(db.select().from(bookings).where(eq(bookings.id, id)).limit(1));
};

export const lockBooking = async (db: DbOrTx, id: string) => {
  return firstRowOrNull(
    db.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1),
  );
};

/**
 * The guarded transition: changes the booking only if it is still in one of `from`. Answers the
 * updated row, or null when the booking had moved on (the caller answers 409).
 */
export const transitionBooking = async (
  db: DbOrTx,
  id: string,
  from: readonly BookingRow['status'][],
  changes: Partial<typeof bookings.$inferInsert> & { status: BookingRow['status'] },
) => {
  return firstRowOrNull(
    db
      .update(bookings)
      .set(changes)
      .where(and(eq(bookings.id, id), inArray(bookings.status, [...from])))
      .returning(),
  );
};

/**
 * A user's card holds still running (awaiting payment, not yet past their 15 minutes), leaving out
 * those overlapping `stay` on the same home: a new checkout of those dates replaces them.
 */
export const countOtherRunningHolds = async (
  db: DbOrTx,
  userId: string,
  now: Date,
  stay: { propertyId: string; moveInDate: string; endDate: string },
) => {
  const [row] = await db
    .select({ holds: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'pending_payment'),
        gt(bookings.expiresAt, now),
        sql`not (${bookings.propertyId} = ${stay.propertyId}
          and daterange(${bookings.moveInDate}, ${bookings.endDate})
            && daterange(${stay.moveInDate}::date, ${stay.endDate}::date))`,
      ),
    );
  return row?.holds ?? 0;
};

// --- Reservations: the dates a booking holds, under the exclusion constraint ---------------

/** Holds [moveIn, end) under the exclusion constraint; an overlap raises 23P01. */
export const insertBookingReservation = async (
  db: DbOrTx,
  booking: { id: string; propertyId: string; moveInDate: string; endDate: string; userId: string },
) => {
  await db.insert(propertyReservations).values({
    propertyId: booking.propertyId,
    during: `[${booking.moveInDate},${booking.endDate})`,
    kind: 'booking',
    bookingId: booking.id,
    createdBy: booking.userId,
  });
};

export const releaseBookingReservation = async (db: DbOrTx, bookingId: string) => {
  await db
    .update(propertyReservations)
    .set({ isActive: false })
    .where(
      and(eq(propertyReservations.bookingId, bookingId), eq(propertyReservations.isActive, true)),
    );
};

/** Ranges still to come that are taken (bookings held or confirmed, owner blocks). */
export const listTakenRanges = async (db: DbOrTx, propertyId: string, today: string) =>
  db
    .select({
      start: sql<string>`lower(${propertyReservations.during})::text`,
      end: sql<string>`upper(${propertyReservations.during})::text`,
      kind: propertyReservations.kind,
    })
    .from(propertyReservations)
    .where(
      and(
        eq(propertyReservations.propertyId, propertyId),
        eq(propertyReservations.isActive, true),
        sql`upper(${propertyReservations.during}) > ${today}::date`,
      ),
    )
    .orderBy(sql`lower(${propertyReservations.during})`);

export const insertBookingEvent = async (db: DbOrTx, values: typeof bookingEvents.$inferInsert) => {
  await db.insert(bookingEvents).values(values);
};

// --- Jobs -----------------------------------------------------------------------------------

/** Unpaid holds past their expiry, claimed so that other processes skip them. */
export const claimExpiredBookings = async (db: DbOrTx, now: Date, limit: number) =>
  db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'pending_payment'), lte(bookings.expiresAt, now)))
    .orderBy(bookings.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });

/** Confirmed stays whose end date has come, claimed likewise. */
export const claimFinishedStays = async (db: DbOrTx, today: string, limit: number) =>
  db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), lte(bookings.endDate, today)))
    .orderBy(bookings.endDate)
    .limit(limit)
    .for('update', { skipLocked: true });

/** The user's own unpaid holds on this home overlapping [moveIn, end), locked. */
export const lockOwnOverlappingHolds = async (
  db: DbOrTx,
  userId: string,
  propertyId: string,
  moveInDate: string,
  endDate: string,
) =>
  db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.propertyId, propertyId),
        eq(bookings.status, 'pending_payment'),
        sql`daterange(${bookings.moveInDate}, ${bookings.endDate}) && daterange(${moveInDate}::date, ${endDate}::date)`,
      ),
    )
    .for('update');

/**
 * A fresh cart paid from the wallet in one statement (`wallet_booking_place`, sql/wallet_booking_place.sql,
 * decision 024): the cart taken if still as priced, the home and add-ons still at that price, the
 * booking with its reservation and event, its ledger posting and its notices. Answers the notices
 * as written (raw rows), each with its person's unread count. Raises NBCRT (the cart changed), NBPRC (the price inputs changed), 23P01
 * (dates taken) or 23514 (the wallet is short); any of them leaves nothing written.
 */
export const placeWalletBooking = async (
  db: DbOrTx,
  placement: {
    cart: {
      userId: string;
      propertyId: string;
      moveInDate: string;
      rentalPeriod: number;
      addOnIds: string[];
    };
    priced: { rent: number; deposit: number; services: { id: string; monthlyPrice: number }[] };
    booking: BookingRow;
    eventId: string;
    eventReason: string;
    /** The booking's instalments (instalment-schedule.ts), written by the same call. */
    instalments: readonly InstalmentRowToWrite[];
    posting: unknown;
    notices: unknown;
  },
) => {
  const { booking, ...rest } = placement;
  const result = await db.execute(
    sql`select * from wallet_booking_place(${JSON.stringify({ ...rest, booking: bookingRowJson(booking) })}::jsonb)`,
  );
  return (
    result as unknown as { rows: { notice: Record<string, unknown>; unread_count: number }[] }
  ).rows;
};
