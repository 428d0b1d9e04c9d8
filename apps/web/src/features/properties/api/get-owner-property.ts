import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyDetail } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { propertySchemas } from './load-schemas';
import { propertyKeys } from './keys';

/** GET /api/owner/property/{id}: one of the owner's own listings, in any status. */
export const getOwnerProperty = async (id: string): Promise<PropertyDetail> => {
  const [response, { propertyResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/owner/property/${encodeURIComponent(id)}`),
    propertySchemas.load(),
  ]);
  return propertyResponseSchema.parse(response.data).property;
};

export const ownerPropertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyKeys.ownerDetail(id), queryFn: () => getOwnerProperty(id) });

export const useOwnerProperty = (id: string | undefined, { enabled = true } = {}) =>
  useQuery({ ...ownerPropertyQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
