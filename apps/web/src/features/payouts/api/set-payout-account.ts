import { useQueryClient } from '@tanstack/react-query';
import type { PayoutAccount, SetPayoutAccountInput } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { useApiMutation, type MutationOptionsOf } from '../../../lib/mutation-config';
import { sendParsed } from '../../../lib/query-helpers';
import { payoutSchemas } from './load-schemas';
import { payoutKeys, type PayoutRole } from './keys';

/**
 * PUT /api/{user|owner}/payout-account with the account and the person's password (or the mailed
 * code). The bank checks it first (a penny drop): the answer is the new account, `verified` or
 * `failed`; a wrong password or code is 403 `PAYOUT_CONFIRMATION_FAILED`.
 */
export const setPayoutAccount = async (
  role: PayoutRole,
  input: SetPayoutAccountInput,
): Promise<PayoutAccount> => {
  const { data } = await sendParsed(
    'put',
    `/${role}/payout-account`,
    {
      input: exportOf(payoutSchemas, 'setPayoutAccountInputSchema'),
      output: exportOf(payoutSchemas, 'payoutAccountResponseSchema'),
    },
    input,
  );
  // The route always answers the account it has just set.
  if (!data) throw new Error('The payout account was not saved');
  return data;
};

export const useSetPayoutAccount = (
  role: PayoutRole,
  mutationConfig?: MutationOptionsOf<PayoutAccount, SetPayoutAccountInput>,
) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    (input: SetPayoutAccountInput) => setPayoutAccount(role, input),
    {
      onSuccess: async (account) => {
        queryClient.setQueryData(payoutKeys.account(role), account);
        await queryClient.invalidateQueries({ queryKey: payoutKeys.account(role) });
      },
      // The screen says what went wrong (a wrong password keeps the form open).
      meta: { skipErrorToast: true },
    },
    mutationConfig,
  );
};
