import { queryOptions } from '@tanstack/react-query';
import { checkStatusResponseSchema, type CheckStatusResponse, type Role } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** GET /api/{role}/check-status/{id}: run by the route guards before showing an area. */
export const checkStatus = async (role: Role, id: string): Promise<CheckStatusResponse> => {
  const response = await apiClient.get<unknown>(`/${role}/check-status/${id}`);
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
