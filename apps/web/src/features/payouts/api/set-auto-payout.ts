import { useQueryClient } from '@tanstack/react-query';
import type { PayoutAccount, PayoutAccountSettingsInput } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { useApiMutation, type MutationOptionsOf } from '../../../lib/mutation-config';
import { sendParsed } from '../../../lib/query-helpers';
import { payoutSchemas } from './load-schemas';
import { payoutKeys } from './keys';

/**
 * PATCH /api/owner/payout-account `{ autoPayout }`: weekly payouts on or off. The account stays
 * as the bank checked it, so no password is asked (where the money goes does not change).
 */
export const setAutoPayout = async (input: PayoutAccountSettingsInput): Promise<PayoutAccount> => {
  const { data } = await sendParsed(
    'patch',
    '/owner/payout-account',
    {
      input: exportOf(payoutSchemas, 'payoutAccountSettingsInputSchema'),
      output: exportOf(payoutSchemas, 'payoutAccountResponseSchema'),
    },
    input,
  );
  if (!data) throw new Error('The payout account was not changed');
  return data;
};

export const useSetAutoPayout = (
  mutationConfig?: MutationOptionsOf<PayoutAccount, PayoutAccountSettingsInput>,
) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    setAutoPayout,
    {
      onSuccess: (account) => {
        queryClient.setQueryData(payoutKeys.account('owner'), account);
      },
    },
    mutationConfig,
  );
};
