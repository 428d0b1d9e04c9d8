import { useQuery } from '@tanstack/react-query';
import { listAdminPayoutsResponseSchema, type ListAdminPayoutsResponse } from '@nestly/shared';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { payoutKeys, type AdminPayoutListParams } from './keys';

/** GET /api/admin/payouts with page, limit and status: every payout, newest first. */
export const listAdminPayouts = (
  params: AdminPayoutListParams,
): Promise<ListAdminPayoutsResponse> =>
  getParsed('/admin/payouts', listAdminPayoutsResponseSchema, params);

export const adminPayoutsQueryOptions = (params: AdminPayoutListParams) =>
  keepPreviousQueryOptions(payoutKeys.adminList(params), () => listAdminPayouts(params), {
    staleTime: 0,
  });

export const useAdminPayouts = (params: AdminPayoutListParams) =>
  useQuery(adminPayoutsQueryOptions(params));
