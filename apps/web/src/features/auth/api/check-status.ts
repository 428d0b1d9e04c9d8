import { queryOptions } from '@tanstack/react-query';
import type { CheckStatusResponse, Role } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { checkStatusKeys } from './check-status-keys';
import { loadShellSchemas } from '../../../lib/load-shell-schemas';

/** GET /api/{role}/check-status/{id}: run by the route guards before showing an area. */
export const checkStatus = async (role: Role, id: string): Promise<CheckStatusResponse> => {
  const path = `/${role}/check-status/${encodeURIComponent(id)}`;
  const [answer, { checkStatusResponseSchema }] = await Promise.all([
    // On a signed-in page's first load index.html may have sent it already (lib/early-requests).
    apiClient.get<unknown>(path).then((response) => response.data),
    loadShellSchemas(),
  ]);
  return checkStatusResponseSchema.parse(answer);
};

export const checkStatusQueryOptions = (role: Role, id: string) =>
  queryOptions({
    queryKey: checkStatusKeys.one(role, id),
    queryFn: () => checkStatus(role, id),
    // Checked again on every page of the area (StatusGate), on focus, and each minute while idle,
    // so a block takes effect at the person's next step.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
