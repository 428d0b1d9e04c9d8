import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPropertyListResponseSchema } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { propertyKeys, type AdminPropertyListParams } from './keys';

/** GET /api/admin/all-Properties with page, limit, search and status (incl. `blocked`). */
export const listAdminProperties = async (params: AdminPropertyListParams) => {
  const response = await apiClient.get<unknown>('/admin/all-Properties', { params });
  return adminPropertyListResponseSchema.parse(response.data);
};

export const adminPropertiesQueryOptions = (params: AdminPropertyListParams) =>
  queryOptions({
    queryKey: propertyKeys.adminList(params),
    queryFn: () => listAdminProperties(params),
    placeholderData: keepPreviousData,
  });

export const useAdminProperties = (params: AdminPropertyListParams) =>
  useQuery(adminPropertiesQueryOptions(params));
