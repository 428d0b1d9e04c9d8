import { queryOptions } from '@tanstack/react-query';
import type { CheckStatusResponse, Role } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { loadShellSchemas } from '../../../lib/load-shell-schemas';

/** GET /api/{role}/check-status/{id}: run by the route guards before showing an area. */
export const checkStatus = async (role: Role, id: string): Promise<CheckStatusResponse> => {
  const [response, { checkStatusResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${role}/check-status/${id}`),
    loadShellSchemas(),
  ]);
  return checkStatusResponseSchema.parse(response.data);
};

export const checkStatusQueryOptions = (role: Role, id: string) =>
  queryOptions({
    queryKey: ['auth', 'check-status', role, id],
    queryFn: () => checkStatus(role, id),
    // Checked again on every page of the area (StatusGate), on focus, and each minute while idle,
    // so a block takes effect at the person's next step.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
