import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminDashboardResponseSchema,
  type AdminDashboard,
  type DashboardRange,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/admin/dashboard?range=…: the platform's figures in one answer. */
export const getAdminDashboard = async (range: DashboardRange): Promise<AdminDashboard> => {
  const response = await apiClient.get<unknown>('/admin/dashboard', { params: { range } });
  return adminDashboardResponseSchema.parse(response.data).data;
};

export const adminDashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: dashboardKeys.admin(range),
    queryFn: () => getAdminDashboard(range),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminDashboard = (range: DashboardRange) =>
  useQuery(adminDashboardQueryOptions(range));
