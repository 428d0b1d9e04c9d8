import { useQueryClient } from '@tanstack/react-query';
import { withIdempotencyKey } from '../../../lib/idempotency-key';
import type { Payout } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useApiMutation, type MutationOptionsOf } from '../../../lib/mutation-config';
import { payoutSchemas } from './load-schemas';
import { payoutKeys, type PayoutRole } from './keys';

export interface WithdrawRequest {
  /** Paise. */
  amount: number;
  /** One per attempt; the same again when the same attempt is retried (the money moves once). */
  idempotencyKey: string;
}

/**
 * POST /api/{user|owner}/wallet/withdraw `{ amount }` with its `Idempotency-Key` header: the
 * wallet is debited at once and the payout answered as `processing` (201).
 */
export const withdraw = async (
  role: PayoutRole,
  { amount, idempotencyKey }: WithdrawRequest,
): Promise<Payout> => {
  const { withdrawInputSchema, payoutResponseSchema } = await payoutSchemas.load();
  const body = withdrawInputSchema.parse({ amount });
  const response = await apiClient.post<unknown>(
    `/${role}/wallet/withdraw`,
    body,
    withIdempotencyKey(idempotencyKey),
  );
  return payoutResponseSchema.parse(response.data).data;
};

export const useWithdrawMutation = (
  role: PayoutRole,
  mutationConfig?: MutationOptionsOf<Payout, WithdrawRequest>,
) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    (request: WithdrawRequest) => withdraw(role, request),
    {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
      meta: { skipErrorToast: true },
    },
    mutationConfig,
  );
};
