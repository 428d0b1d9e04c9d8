import { buildPagination, type CreateReviewInput, type Review, type Role } from '@nestly/shared';
import { AppError, notFound } from '../../lib/app-error';
import { requireSide } from '../../lib/parties';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import { findBookingById, findBookingView, lockBooking } from '../bookings/index';
import * as repo from './repo';
import type { ReviewViewRow } from './repo';
import { calendarDay } from '../../lib/clock';

/**
 * Reviews (PRODUCT.md): a user reviews their own stay once it has begun (confirmed with move-in on
 * or before today) or completed, once per booking; the property's rating moves in the same
 * transaction.
 */
export const createReviewsService = (deps: AppDeps & Notifying) => {
  const { db, clock, storage, notifications } = deps;

  const toReview = (row: ReviewViewRow): Review => ({
    id: row.id,
    bookingId: row.bookingId,
    propertyId: row.propertyId,
    rating: row.rating,
    reviewText: row.reviewText,
    author: {
      id: row.authorId,
      // First name only: reviews are read by strangers.
      name: row.authorName.split(' ')[0] ?? row.authorName,
      avatarUrl: row.authorAvatarKey ? storage.publicUrl(row.authorAvatarKey) : null,
    },
    stayMoveInDate: row.stayMoveInDate,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    create: async (userId: string, input: CreateReviewInput) => {
      const reviewId = await db.transaction(async (tx) => {
        const booking = requireSide(
          { id: userId, role: 'user' },
          await lockBooking(tx, input.bookingId),
          'user',
          'Booking',
        );
        const today = calendarDay(clock.now());
        const eligible =
          booking.status === 'completed' ||
          (booking.status === 'confirmed' && booking.moveInDate <= today);
        if (!eligible) {
          throw new AppError('INVALID_TRANSITION', {
            message: 'You can review a stay once it has begun',
          });
        }
        if (await repo.hasReviewForBooking(tx, booking.id)) throw alreadyReviewed();
        const id = await tx
          .transaction((savepoint) =>
            repo.insertReview(savepoint, {
              bookingId: booking.id,
              propertyId: booking.propertyId,
              userId,
              rating: input.rating,
              reviewText: input.reviewText,
              createdAt: clock.now(),
            }),
          )
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? alreadyReviewed() : error;
          });
        await repo.addRatingToProperty(tx, booking.propertyId, input.rating);
        const stay = (await findBookingView(tx, booking.id))!;
        await notifications.raise(tx, {
          type: 'review_received',
          ownerId: stay.owner.id,
          propertyId: booking.propertyId,
          propertyTitle: stay.property.title,
          guestName: stay.user.name,
          rating: input.rating,
        });
        return id;
      });
      return toReview((await repo.findReviewView(db, { id: reviewId }))!);
    },

    /** The caller's review of their booking (null when not written yet). */
    findForBooking: async (userId: string, bookingId: string) => {
      requireSide(
        { id: userId, role: 'user' },
        await findBookingById(db, bookingId),
        'user',
        'Booking',
      );
      const row = await repo.findReviewView(db, { bookingId });
      return row ? toReview(row) : null;
    },

    /** A property's reviews: users see listed homes, owners their own, admins any. */
    listForProperty: async (
      viewer: { id: string; role: Role },
      propertyId: string,
      page: number,
      limit: number,
    ) => {
      const property = await repo.findPropertyRating(db, propertyId);
      const visible =
        property &&
        (viewer.role === 'admin' ||
          (viewer.role === 'owner' && property.ownerId === viewer.id && !property.deletedAt) ||
          (viewer.role === 'user' && property.isListed));
      if (!property || !visible) throw notFound('Property');
      const [rows, distribution] = await Promise.all([
        repo.listPropertyReviews(db, propertyId, page, limit),
        repo.ratingDistribution(db, propertyId),
      ]);
      return {
        summary: {
          ratingAverage: property.ratingAverage,
          ratingCount: property.ratingCount,
          distribution,
        },
        data: rows.map(toReview),
        pagination: buildPagination(page, limit, property.ratingCount),
      };
    },
  };
};
export type ReviewsService = ReturnType<typeof createReviewsService>;

const alreadyReviewed = () =>
  new AppError('ALREADY_REVIEWED', { message: 'You have already reviewed this stay' });
