import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyListResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { loadSearchSchemas } from '../lib/load-search-schemas';
import { propertyKeys } from './keys';

/**
 * GET /api/user/all-Properties with page and limit: visible listings, newest first. The answer's
 * schema loads beside the request, as the search's does (issue 27: the home page draws without
 * Zod, which then comes beside its code instead of in it).
 */
export const listLatestProperties = async (limit: number): Promise<PropertyListResponse> => {
  const [answer, { propertyListResponseSchema }] = await Promise.all([
    apiClient
      .get<unknown>('/user/all-Properties', { params: { page: 1, limit } })
      .then((response) => response.data),
    loadSearchSchemas(),
  ]);
  return propertyListResponseSchema.parse(answer);
};

export const latestPropertiesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: propertyKeys.userLatest(limit),
    queryFn: () => listLatestProperties(limit),
  });

export const useLatestProperties = (limit: number) => useQuery(latestPropertiesQueryOptions(limit));
