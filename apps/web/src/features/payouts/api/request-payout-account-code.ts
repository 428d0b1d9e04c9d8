import { apiClient } from '../../../lib/api-client';
import { useApiMutation, type MutationOptionsOf } from '../../../lib/mutation-config';
import { payoutSchemas } from './load-schemas';
import type { PayoutRole } from './keys';

/**
 * POST /api/{user|owner}/payout-account/code: mails a 6-digit code that confirms a new payout
 * account, for accounts without a password (Google sign-in). One resend a minute (429).
 */
export const requestPayoutAccountCode = async (role: PayoutRole) => {
  const { messageResponseSchema } = await payoutSchemas.load();
  const response = await apiClient.post<unknown>(`/${role}/payout-account/code`);
  return messageResponseSchema.parse(response.data);
};

export const useRequestPayoutAccountCode = (
  role: PayoutRole,
  mutationConfig?: MutationOptionsOf<{ message: string }, void>,
) =>
  useApiMutation(
    () => requestPayoutAccountCode(role),
    { meta: { skipErrorToast: true } },
    mutationConfig,
  );
