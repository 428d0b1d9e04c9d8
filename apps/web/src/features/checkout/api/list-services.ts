import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { checkoutSchemas } from './load-schemas';
import { checkoutKeys } from './keys';

/**
 * GET /api/user/services: the add-on services a tenant can attach to a stay. Only `active` ones
 * may be chosen; the server lists only those, and the filter here keeps that true if it changes.
 */
export const listServices = async (): Promise<Service[]> => {
  const [response, { serviceListResponseSchema }] = await Promise.all([
    apiClient.get<unknown>('/user/services'),
    checkoutSchemas.load(),
  ]);
  return serviceListResponseSchema
    .parse(response.data)
    .data.filter((service) => service.status === 'active');
};

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: checkoutKeys.services, queryFn: listServices });

export const useServices = () => useQuery(servicesQueryOptions());
