import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyResponseSchema, type PropertyDetail } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { propertyKeys } from './keys';

/** GET /api/user/property/{id}: an approved, visible listing (anything else answers 404). */
export const getProperty = async (id: string): Promise<PropertyDetail> => {
  const response = await apiClient.get<unknown>(`/user/property/${encodeURIComponent(id)}`);
  return propertyResponseSchema.parse(response.data).property;
};

export const propertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyKeys.userDetail(id), queryFn: () => getProperty(id) });

export const useProperty = (id: string) => useQuery(propertyQueryOptions(id));
