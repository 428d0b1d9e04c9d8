import { useQuery } from '@tanstack/react-query';
import type { ListAdminPayoutsResponse } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { payoutSchemas } from './load-schemas';
import { payoutKeys, type AdminPayoutListParams } from './keys';

/** GET /api/admin/payouts with page, limit and status: every payout, newest first. */
export const listAdminPayouts = (
  params: AdminPayoutListParams,
): Promise<ListAdminPayoutsResponse> =>
  getParsed('/admin/payouts', exportOf(payoutSchemas, 'listAdminPayoutsResponseSchema'), params);

export const adminPayoutsQueryOptions = (params: AdminPayoutListParams) =>
  keepPreviousQueryOptions(payoutKeys.adminList(params), () => listAdminPayouts(params), {
    staleTime: 0,
  });

export const useAdminPayouts = (params: AdminPayoutListParams) =>
  useQuery(adminPayoutsQueryOptions(params));
