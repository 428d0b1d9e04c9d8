import { useQuery } from '@tanstack/react-query';
import type { ListPayoutsResponse } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { payoutSchemas } from './load-schemas';
import { payoutKeys, type PayoutPageParams, type PayoutRole } from './keys';

/** GET /api/{user|owner}/payouts with page and limit: the person's withdrawals, newest first. */
export const listPayouts = (
  role: PayoutRole,
  params: PayoutPageParams,
): Promise<ListPayoutsResponse> =>
  getParsed(`/${role}/payouts`, exportOf(payoutSchemas, 'listPayoutsResponseSchema'), params);

/**
 * Fresh on each visit: a payout settles a few seconds to a day after it is asked for. Ten seconds
 * rather than none, so that the wallet, whose card mounts again as the page settles, asks once
 * (e2e/early-requests.spec.ts); live notices refresh it sooner.
 */
export const payoutsQueryOptions = (role: PayoutRole, params: PayoutPageParams) =>
  keepPreviousQueryOptions(payoutKeys.list(role, params), () => listPayouts(role, params), {
    staleTime: 10_000,
  });

export const usePayouts = (role: PayoutRole, params: PayoutPageParams) =>
  useQuery(payoutsQueryOptions(role, params));
