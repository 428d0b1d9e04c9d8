// crosses owners: writes property_reservations (availability's; as repo.ts), reads properties.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { properties, propertyReservations } from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';

// Ending a stay early and extending it (decision 027): the home's longest stay, and the
// reservation whose range follows the stay's end. The stay's months are instalments-repo's.

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
