import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard, DashboardRange } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { dashboardSchemas } from './load-schemas';
import { dashboardKeys } from './keys';

/** GET /api/admin/dashboard?range=…: the platform's figures in one answer. */
export const getAdminDashboard = async (range: DashboardRange): Promise<AdminDashboard> =>
  (
    await getParsed(
      '/admin/dashboard',
      exportOf(dashboardSchemas, 'adminDashboardResponseSchema'),
      { range },
    )
  ).data;

export const adminDashboardQueryOptions = (range: DashboardRange) =>
  keepPreviousQueryOptions(dashboardKeys.admin(range), () => getAdminDashboard(range), {
    staleTime: 0,
  });

export const useAdminDashboard = (range: DashboardRange) =>
  useQuery(adminDashboardQueryOptions(range));
