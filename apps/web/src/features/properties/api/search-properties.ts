import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { PropertyListResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { loadSearchSchemas } from '../lib/load-search-schemas';
import { toSearchRequestParams, type PropertyFilters } from '../lib/property-filters';
import { propertyKeys } from './keys';

/**
 * GET /api/user/property/filtered. The params go as a URLSearchParams so arrays travel as
 * repeated keys (`features=a&features=b`), as the API expects. The answer's schema loads beside
 * the request (issue 12), so checking it waits for no extra round trip. On a signed-in page's
 * first load the answer may already be on its way, sent by index.html (lib/early-requests).
 */
export const searchProperties = async (params: URLSearchParams): Promise<PropertyListResponse> => {
  const [answer, { propertyListResponseSchema }] = await Promise.all([
    apiClient.get<unknown>('/user/property/filtered', { params }).then((response) => response.data),
    loadSearchSchemas(),
  ]);
  return propertyListResponseSchema.parse(answer);
};

/**
 * Without filters (the URL not read yet: its schemas are still loading) the search waits, pending,
 * under a key of its own that never holds data, rather than asking for the wrong homes.
 */
export const searchPropertiesQueryOptions = (filters: PropertyFilters | undefined) => {
  const params = filters && toSearchRequestParams(filters);
  return queryOptions({
    queryKey: params
      ? propertyKeys.userSearch(params.toString())
      : propertyKeys.userSearchPending(),
    queryFn: params ? () => searchProperties(params) : skipToken,
    placeholderData: keepPreviousData,
  });
};

export const useSearchProperties = (filters: PropertyFilters | undefined) =>
  useQuery(searchPropertiesQueryOptions(filters));
