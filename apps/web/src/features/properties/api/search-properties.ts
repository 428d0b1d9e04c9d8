import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { propertyListResponseSchema, type PropertyListResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { toSearchRequestParams, type PropertyFilters } from '../lib/property-filters';
import { propertyKeys } from './keys';

/**
 * GET /api/user/property/filtered. The params go as a URLSearchParams so arrays travel as
 * repeated keys (`features=a&features=b`), as the API expects.
 */
export const searchProperties = async (params: URLSearchParams): Promise<PropertyListResponse> => {
  const response = await apiClient.get<unknown>('/user/property/filtered', { params });
  return propertyListResponseSchema.parse(response.data);
};

export const searchPropertiesQueryOptions = (filters: PropertyFilters) => {
  const params = toSearchRequestParams(filters);
  return queryOptions({
    queryKey: propertyKeys.userSearch(params.toString()),
    queryFn: () => searchProperties(params),
    placeholderData: keepPreviousData,
  });
};

export const useSearchProperties = (filters: PropertyFilters) =>
  useQuery(searchPropertiesQueryOptions(filters));
