import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { reviewSchemas } from './load-schemas';
import { reviewKeys } from './keys';

/** GET /api/user/booking/user-review/{bookingId}: the caller's review of that stay, or null. */
export const getBookingReview = async (bookingId: string): Promise<Review | null> => {
  const [response, { bookingReviewResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/user/booking/user-review/${encodeURIComponent(bookingId)}`),
    reviewSchemas.load(),
  ]);
  return bookingReviewResponseSchema.parse(response.data).review;
};

export const bookingReviewQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: reviewKeys.booking(bookingId),
    queryFn: () => getBookingReview(bookingId),
  });

export const useBookingReview = (bookingId: string, { enabled = true } = {}) =>
  useQuery({ ...bookingReviewQueryOptions(bookingId), enabled });
