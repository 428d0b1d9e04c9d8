// The dates a home has taken: reservations under the exclusion constraint, and overlap checks.
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, properties, propertyReservations } from '../../db/schema/index';

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

/** A stay's dates; `ignoreHoldsOf` leaves out that user's own unpaid holds (see takenDuring). */
export interface StayDates {
  moveInDate: string;
  endDate: string;
  ignoreHoldsOf?: string;
}

/**
 * The active reservations of a home overlapping [moveIn, end). `ignoreHoldsOf` leaves out that
 * user's own unpaid holds: their next checkout of the same dates replaces them (replacingOwnHolds
 * in holds.ts), so they block nobody's choice but other people's. `propertyId` may be a column, so
 * a property's own query can ask it of each row.
 */
const takenDuring = (propertyId: string | AnyColumn, stay: StayDates) =>
  and(
    eq(propertyReservations.propertyId, propertyId),
    eq(propertyReservations.isActive, true),
    sql`${propertyReservations.during} && daterange(${stay.moveInDate}::date, ${stay.endDate}::date)`,
    stay.ignoreHoldsOf
      ? sql`not exists (select 1 from ${bookings} where ${bookings.id} = ${propertyReservations.bookingId} and ${bookings.userId} = ${stay.ignoreHoldsOf} and ${bookings.status} = 'pending_payment')`
      : undefined,
  );

/** Whether [moveIn, end) is taken (takenDuring), as a column of the property's own query. */
export const takenBetween = (stay: StayDates) =>
  sql<boolean>`exists (select 1 from ${propertyReservations} where ${takenDuring(properties.id, stay)})`;

/** Whether [moveIn, end) is taken at this home (takenDuring). */
export const hasOverlap = async (
  db: DbOrTx,
  propertyId: string,
  moveInDate: string,
  endDate: string,
  ignoreHoldsOf?: string,
) => {
  const [row] = await db
    .select({ id: propertyReservations.id })
    .from(propertyReservations)
    .where(takenDuring(propertyId, { moveInDate, endDate, ignoreHoldsOf }))
    .limit(1);
  return Boolean(row);
};
