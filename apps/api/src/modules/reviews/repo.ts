// crosses owners: writes properties (its rating: properties'); reads accounts, bookings.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, bookings, properties, reviews } from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';

export const hasReviewForBooking = async (db: DbOrTx, bookingId: string) => {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.bookingId, bookingId))
    .limit(1);
  return Boolean(row);
};

export const insertReview = async (db: DbOrTx, values: typeof reviews.$inferInsert) => {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  return row!.id;
};

/** Keeps the property's rating figures in step with its reviews (same transaction). */
export const addRatingToProperty = async (db: DbOrTx, propertyId: string, rating: number) => {
  await db
    .update(properties)
    .set({
      ratingSum: sql`${properties.ratingSum} + ${rating}`,
      ratingCount: sql`${properties.ratingCount} + 1`,
      ratingAverage: sql`(${properties.ratingSum} + ${rating})::real / (${properties.ratingCount} + 1)`,
    })
    .where(eq(properties.id, propertyId));
};

const selectReviews = (db: DbOrTx) =>
  db
    .select({
      id: reviews.id,
      bookingId: reviews.bookingId,
      propertyId: reviews.propertyId,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      createdAt: reviews.createdAt,
      authorId: accounts.id,
      authorName: accounts.name,
      authorAvatarKey: accounts.avatarKey,
      stayMoveInDate: bookings.moveInDate,
    })
    .from(reviews)
    .innerJoin(accounts, eq(accounts.id, reviews.userId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId));
export type ReviewViewRow = Awaited<
  ReturnType<ReturnType<typeof selectReviews>['execute']>
>[number];

export const findReviewView = async (db: DbOrTx, where: { id?: string; bookingId?: string }) => {
  const [row] = await selectReviews(db)
    .where(
      and(
        where.id ? eq(reviews.id, where.id) : undefined,
        where.bookingId ? eq(reviews.bookingId, where.bookingId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
};

export const listPropertyReviews = async (
  db: DbOrTx,
  propertyId: string,
  page: number,
  limit: number,
) =>
  selectReviews(db)
    .where(eq(reviews.propertyId, propertyId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);

/** How many reviews gave each number of stars. */
export const ratingDistribution = async (db: DbOrTx, propertyId: string) => {
  const rows = await db
    .select({ rating: reviews.rating, total: count() })
    .from(reviews)
    .where(eq(reviews.propertyId, propertyId))
    .groupBy(reviews.rating);
  const distribution = [0, 0, 0, 0, 0];
  for (const row of rows) distribution[row.rating - 1] = row.total;
  return distribution;
};

export const findPropertyRating = async (db: DbOrTx, propertyId: string) => {
  return firstRowOrNull(
    db
      .select({
        id: properties.id,
        ownerId: properties.ownerId,
        isListed: properties.isListed,
        deletedAt: properties.deletedAt,
        ratingAverage: properties.ratingAverage,
        ratingCount: properties.ratingCount,
      })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .limit(1),
  );
};
