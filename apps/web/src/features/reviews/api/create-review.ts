import { useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useApiMutation, type MutationHookOptions } from '../../../lib/mutation-config';
import { reviewSchemas } from './load-schemas';
import { reviewKeys } from './keys';

/**
 * POST /api/user/reviews with `{ bookingId, rating, reviewText }`: once per booking, for a stay
 * that has started (or ended). The property's rating changes with it.
 */
export const createReview = async (input: CreateReviewInput) => {
  const { createReviewInputSchema, reviewResponseSchema } = await reviewSchemas.load();
  const body = createReviewInputSchema.parse(input);
  const response = await apiClient.post<unknown>('/user/reviews', body);
  return reviewResponseSchema.parse(response.data);
};

export const useCreateReview = ({
  mutationConfig,
}: MutationHookOptions<typeof createReview> = {}) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    createReview,
    {
      onSuccess: async (result) => {
        queryClient.setQueryData(reviewKeys.booking(result.review.bookingId), result.review);
        await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      },
    },
    mutationConfig,
  );
};
