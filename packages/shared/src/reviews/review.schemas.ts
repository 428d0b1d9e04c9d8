import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema, paginationSchema } from '../common/pagination';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './review.constants';

/** POST /api/user/reviews (spec section 7). */
export const createReviewInputSchema = z.strictObject({
  bookingId: z.uuid({ error: 'Choose a booking' }),
  rating: z
    .number({ error: 'Choose a rating' })
    .int({ error: 'Whole stars only' })
    .min(1, { error: 'At least 1 star' })
    .max(5, { error: 'At most 5 stars' }),
  reviewText: z
    .string({ error: 'Write a few words' })
    .trim()
    .min(REVIEW_TEXT_MIN, { error: `At least ${REVIEW_TEXT_MIN} characters` })
    .max(REVIEW_TEXT_MAX, { error: `At most ${REVIEW_TEXT_MAX} characters` }),
});
export type CreateReviewInput = z.infer<typeof createReviewInputSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  propertyId: z.uuid(),
  rating: z.number().int(),
  reviewText: z.string(),
  author: z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() }),
  /** Month and year of the stay, e.g. the move-in date. */
  stayMoveInDate: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewResponseSchema = z.object({ message: z.string(), review: reviewSchema });
/** GET /api/user/booking/user-review/{id}: the caller's review of that booking, or null. */
export const bookingReviewResponseSchema = z.object({ review: reviewSchema.nullable() });

export const reviewsQuerySchema = paginationQuerySchema(10);
/** GET /api/{user|owner|admin}/reviews/{propertyId}. */
export const propertyReviewsResponseSchema = z.object({
  summary: z.object({
    ratingAverage: z.number().nullable(),
    ratingCount: z.number().int(),
    /** How many reviews gave 1..5 stars: index 0 is one star. */
    distribution: z.array(z.number().int()).length(5),
  }),
  data: z.array(reviewSchema),
  pagination: paginationSchema,
});
export type PropertyReviewsResponse = z.infer<typeof propertyReviewsResponseSchema>;
export const reviewListSchema = paginatedSchema(reviewSchema);
