import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingInstalments, bookings } from '../../db/schema/index';

// The bookings module's queries over a stay's months (booking_instalments, decision 027).

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

/**
 * A cancelled booking's months: every live one becomes `cancelled`. A paid one keeps its
 * `paid_at` and receipt number (a receipt is never reused) and its earning is marked settled
 * (`earning_released_at`), since the cancellation's posting settled it, so the release job never
 * moves it.
 */
export const cancelInstalments = (db: DbOrTx, bookingId: string, at: Date) =>
  db
    .update(bookingInstalments)
    .set({
      status: 'cancelled',
      earningReleasedAt: sql`coalesce(${bookingInstalments.earningReleasedAt}, ${at.toISOString()}::timestamptz)`,
      updatedAt: at,
    })
    .where(
      and(eq(bookingInstalments.bookingId, bookingId), ne(bookingInstalments.status, 'cancelled')),
    );

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
