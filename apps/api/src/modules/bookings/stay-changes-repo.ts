// crosses owners: writes property_reservations (availability's; as repo.ts), reads properties.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingInstalments, properties, propertyReservations } from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';

// Ending a stay early and extending it (decision 027): a booking's instalments, its home's longest
// stay, and the reservation whose range follows the stay's end.

export type InstalmentRow = typeof bookingInstalments.$inferSelect;
export type NewInstalmentRow = typeof bookingInstalments.$inferInsert;

/** Every instalment of a booking, locked (the caller holds the booking's lock too). */
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

/** The home's longest stay in months (its `maxMonths`). */
export const findMaxMonths = async (db: DbOrTx, propertyId: string) => {
  const row = await firstRowOrNull(
    db
      .select({ maxMonths: properties.maxMonths })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .limit(1),
  );
  if (!row) throw new Error(`property ${propertyId} not found`);
  return row.maxMonths;
};

/**
 * Instalments after a new end: `cancelled`. A paid one keeps its payment and receipt; its earning
 * is marked released (reversed by the refund), so the release job never moves it.
 */
export const cancelInstalments = async (
  db: DbOrTx,
  bookingId: string,
  numbers: readonly number[],
  now: Date,
) => {
  if (numbers.length === 0) return;
  await db
    .update(bookingInstalments)
    .set({
      status: 'cancelled',
      earningReleasedAt: sql`case when ${bookingInstalments.paidAt} is not null
        then coalesce(${bookingInstalments.earningReleasedAt}, ${now.toISOString()}::timestamptz) end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(bookingInstalments.bookingId, bookingId),
        inArray(bookingInstalments.number, [...numbers]),
      ),
    );
};

export const insertInstalments = async (db: DbOrTx, rows: NewInstalmentRow[]) => {
  if (rows.length > 0) await db.insert(bookingInstalments).values(rows);
};

/**
 * Moves the end of the booking's active reservation to `endDate`, under the exclusion constraint:
 * lengthening it into taken dates raises 23P01. Answers how many ranges moved (1, or 0 if none).
 */
export const moveReservationEnd = async (db: DbOrTx, bookingId: string, endDate: string) => {
  const moved = await db
    .update(propertyReservations)
    .set({ during: sql`daterange(lower(${propertyReservations.during}), ${endDate}::date)` })
    .where(
      and(eq(propertyReservations.bookingId, bookingId), eq(propertyReservations.isActive, true)),
    )
    .returning({ id: propertyReservations.id });
  return moved.length;
};
