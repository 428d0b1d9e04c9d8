import { useQuery } from '@tanstack/react-query';
import {
  adminDashboardResponseSchema,
  type AdminDashboard,
  type DashboardRange,
} from '@nestly/shared';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { dashboardKeys } from './keys';

/** GET /api/admin/dashboard?range=…: the platform's figures in one answer. */
export const getAdminDashboard = async (range: DashboardRange): Promise<AdminDashboard> =>
  (await getParsed('/admin/dashboard', adminDashboardResponseSchema, { range })).data;

export const adminDashboardQueryOptions = (range: DashboardRange) =>
  keepPreviousQueryOptions(dashboardKeys.admin(range), () => getAdminDashboard(range), {
    staleTime: 0,
  });

export const useAdminDashboard = (range: DashboardRange) =>
  useQuery(adminDashboardQueryOptions(range));
