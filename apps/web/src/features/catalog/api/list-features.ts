import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Feature, Role } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { catalogSchemas } from './load-schemas';
import { catalogKeys } from './keys';

/** GET /api/{user|owner|admin}/features: every feature, for each role's own prefix. */
export const listFeatures = async (role: Role): Promise<Feature[]> => {
  const [response, { featureListResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${role}/features`),
    catalogSchemas.load(),
  ]);
  return featureListResponseSchema.parse(response.data).data;
};

export const featuresQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: catalogKeys.features(role),
    queryFn: () => listFeatures(role),
    staleTime: 5 * 60_000,
  });

export const useFeatures = (role: Role) => useQuery(featuresQueryOptions(role));
