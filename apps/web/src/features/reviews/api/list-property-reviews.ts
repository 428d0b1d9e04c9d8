import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyReviewsResponse, Role } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { reviewSchemas } from './load-schemas';
import { reviewKeys } from './keys';

export interface PropertyReviewsParams {
  role: Role;
  propertyId: string;
  page: number;
  limit: number;
}

/**
 * GET /api/{user|owner|admin}/reviews/{propertyId}?page&limit: the rating summary (average,
 * count, how many gave each star) and one page of reviews, newest first.
 */
export const listPropertyReviews = async ({
  role,
  propertyId,
  page,
  limit,
}: PropertyReviewsParams): Promise<PropertyReviewsResponse> => {
  const [response, { propertyReviewsResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${role}/reviews/${encodeURIComponent(propertyId)}`, {
      params: { page, limit },
    }),
    reviewSchemas.load(),
  ]);
  return propertyReviewsResponseSchema.parse(response.data);
};

export const propertyReviewsQueryOptions = (params: PropertyReviewsParams) =>
  queryOptions({
    queryKey: reviewKeys.propertyPage(params.role, params.propertyId, params.page, params.limit),
    queryFn: () => listPropertyReviews(params),
    placeholderData: keepPreviousData,
  });

export const usePropertyReviews = (params: PropertyReviewsParams) =>
  useQuery(propertyReviewsQueryOptions(params));
