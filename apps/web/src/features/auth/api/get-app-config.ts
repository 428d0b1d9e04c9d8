import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfigResponseSchema, type AppConfigResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** GET /api/config: what this server offers before sign-in (whether Google sign-in works). */
export const getAppConfig = async (): Promise<AppConfigResponse> => {
  const response = await apiClient.get<unknown>('/config');
  return appConfigResponseSchema.parse(response.data);
};

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: getAppConfig,
    // The server's setup changes only with a restart: once per page load is enough.
    staleTime: Infinity,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
