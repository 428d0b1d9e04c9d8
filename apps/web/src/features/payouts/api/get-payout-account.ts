import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutAccount } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed } from '../../../lib/query-helpers';
import { payoutSchemas } from './load-schemas';
import { payoutKeys, type PayoutRole } from './keys';

/**
 * GET /api/{user|owner}/payout-account: where withdrawals go (only the last four digits of a bank
 * account), or null before one is set.
 */
export const getPayoutAccount = async (role: PayoutRole): Promise<PayoutAccount | null> => {
  const answerSchema = exportOf(payoutSchemas, 'payoutAccountResponseSchema');
  const { data } = await getParsed(`/${role}/payout-account`, answerSchema, {});
  return data;
};

export const payoutAccountQueryOptions = (role: PayoutRole) =>
  queryOptions({
    queryKey: payoutKeys.account(role),
    queryFn: () => getPayoutAccount(role),
  });

export const usePayoutAccount = (role: PayoutRole) => useQuery(payoutAccountQueryOptions(role));
