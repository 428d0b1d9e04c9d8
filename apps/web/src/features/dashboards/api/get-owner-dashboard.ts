import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ownerDashboardResponseSchema,
  type DashboardRange,
  type OwnerDashboard,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/owner/dashboard?range=…: every figure of the owner's screen in one answer. */
export const getOwnerDashboard = async (range: DashboardRange): Promise<OwnerDashboard> => {
  const response = await apiClient.get<unknown>('/owner/dashboard', { params: { range } });
  return ownerDashboardResponseSchema.parse(response.data).data;
};

/** Fresh on every visit (bookings and money move all the time); the last range stays on screen. */
export const ownerDashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: dashboardKeys.owner(range),
    queryFn: () => getOwnerDashboard(range),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useOwnerDashboard = (range: DashboardRange) =>
  useQuery(ownerDashboardQueryOptions(range));
