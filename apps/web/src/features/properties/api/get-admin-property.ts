import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPropertyDetailResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { propertySchemas } from './load-schemas';
import { propertyKeys } from './keys';

/** GET /api/admin/property/{id}: the listing, its owner and the moderation history. */
export const getAdminProperty = async (id: string): Promise<AdminPropertyDetailResponse> => {
  const [response, { adminPropertyDetailResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/admin/property/${encodeURIComponent(id)}`),
    propertySchemas.load(),
  ]);
  return adminPropertyDetailResponseSchema.parse(response.data);
};

export const adminPropertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyKeys.adminDetail(id), queryFn: () => getAdminProperty(id) });

export const useAdminProperty = (id: string) => useQuery(adminPropertyQueryOptions(id));
