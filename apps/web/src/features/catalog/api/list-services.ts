import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { catalogSchemas } from './load-schemas';
import { catalogKeys } from './keys';

/** GET /api/admin/services: every service, active or not. */
export const listAdminServices = async (): Promise<Service[]> => {
  const [response, { serviceListResponseSchema }] = await Promise.all([
    apiClient.get<unknown>('/admin/services'),
    catalogSchemas.load(),
  ]);
  return serviceListResponseSchema.parse(response.data).data;
};

export const adminServicesQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.adminServices, queryFn: listAdminServices });

export const useAdminServices = () => useQuery(adminServicesQueryOptions());
