import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyResponseSchema, type PropertyDetail } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { propertyKeys } from './keys';

/** GET /api/owner/property/{id}: one of the owner's own listings, in any status. */
export const getOwnerProperty = async (id: string): Promise<PropertyDetail> => {
  const response = await apiClient.get<unknown>(`/owner/property/${encodeURIComponent(id)}`);
  return propertyResponseSchema.parse(response.data).property;
};

export const ownerPropertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyKeys.ownerDetail(id), queryFn: () => getOwnerProperty(id) });

export const useOwnerProperty = (id: string | undefined, { enabled = true } = {}) =>
  useQuery({ ...ownerPropertyQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
