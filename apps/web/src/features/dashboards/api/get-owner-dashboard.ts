import { useQuery } from '@tanstack/react-query';
import type { DashboardRange, OwnerDashboard } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { dashboardSchemas } from './load-schemas';
import { dashboardKeys } from './keys';

/** GET /api/owner/dashboard?range=…: every figure of the owner's screen in one answer. */
export const getOwnerDashboard = async (range: DashboardRange): Promise<OwnerDashboard> =>
  (
    await getParsed(
      '/owner/dashboard',
      exportOf(dashboardSchemas, 'ownerDashboardResponseSchema'),
      { range },
    )
  ).data;

/** Fresh on every visit (bookings and money move all the time); the last range stays on screen. */
export const ownerDashboardQueryOptions = (range: DashboardRange) =>
  keepPreviousQueryOptions(dashboardKeys.owner(range), () => getOwnerDashboard(range), {
    staleTime: 0,
  });

export const useOwnerDashboard = (range: DashboardRange) =>
  useQuery(ownerDashboardQueryOptions(range));
