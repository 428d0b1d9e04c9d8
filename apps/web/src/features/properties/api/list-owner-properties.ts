import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { propertyListResponseSchema, type PropertyListResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { propertyKeys, type OwnerPropertyListParams } from './keys';

/** GET /api/owner/get-Owner-Properties with page, limit, search: the owner's listings. */
export const listOwnerProperties = async (
  params: OwnerPropertyListParams,
): Promise<PropertyListResponse> => {
  const response = await apiClient.get<unknown>('/owner/get-Owner-Properties', { params });
  return propertyListResponseSchema.parse(response.data);
};

export const ownerPropertiesQueryOptions = (params: OwnerPropertyListParams) =>
  queryOptions({
    queryKey: propertyKeys.ownerList(params),
    queryFn: () => listOwnerProperties(params),
    placeholderData: keepPreviousData,
  });

export const useOwnerProperties = (params: OwnerPropertyListParams) =>
  useQuery(ownerPropertiesQueryOptions(params));
