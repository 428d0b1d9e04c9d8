import type { DashboardRange, OwnerEarningsResponse } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed } from '../../../lib/query-helpers';
import { dashboardSchemas } from './load-schemas';

/**
 * GET /api/owner/dashboard/earnings?range=…: each booking's credits and reversals on the owner's
 * wallet in the range. Fetched when the owner asks for the CSV (not kept in the cache).
 */
export const getOwnerEarnings = (range: DashboardRange): Promise<OwnerEarningsResponse> =>
  getParsed(
    '/owner/dashboard/earnings',
    exportOf(dashboardSchemas, 'ownerEarningsResponseSchema'),
    { range },
  );
