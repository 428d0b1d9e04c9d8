import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { propertySchemas } from './load-schemas';
import { propertyKeys } from './keys';
import type { userPropertyResponseSchema } from './schemas';

/** The tenant's view of a home: with the owner's usual reply time, when known (schemas.ts). */
export type UserPropertyDetail = z.infer<typeof userPropertyResponseSchema>['property'];

/** GET /api/user/property/{id}: an approved, visible listing (anything else answers 404). */
export const getProperty = async (id: string): Promise<UserPropertyDetail> => {
  const [response, { userPropertyResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/user/property/${encodeURIComponent(id)}`),
    propertySchemas.load(),
  ]);
  return userPropertyResponseSchema.parse(response.data).property;
};

export const propertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: propertyKeys.userDetail(id), queryFn: () => getProperty(id) });

export const useProperty = (id: string) => useQuery(propertyQueryOptions(id));
