import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyListResponseSchema, type PropertyListResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { propertyKeys } from './keys';

/** GET /api/user/all-Properties with page and limit: visible listings, newest first. */
export const listLatestProperties = async (limit: number): Promise<PropertyListResponse> => {
  const response = await apiClient.get<unknown>('/user/all-Properties', {
    params: { page: 1, limit },
  });
  return propertyListResponseSchema.parse(response.data);
};

export const latestPropertiesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: propertyKeys.userLatest(limit),
    queryFn: () => listLatestProperties(limit),
  });

export const useLatestProperties = (limit: number) => useQuery(latestPropertiesQueryOptions(limit));
