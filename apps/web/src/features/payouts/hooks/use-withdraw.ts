import { useRef } from 'react';
import type { Payout } from '@nestly/shared';
import { isApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { MutationOptionsOf } from '../../../lib/mutation-config';
import { useWithdrawMutation, type WithdrawRequest } from '../api/withdraw';
import type { PayoutRole } from '../api/keys';

/**
 * Whether a failed withdrawal may still have reached the server: no answer at all (the network)
 * or a server error. Its key is kept, so trying again cannot move the money twice.
 */
export const isUncertainFailure = (error: unknown): boolean =>
  !isApiError(error) || error.status === 0 || error.status >= 500;

interface Attempt {
  amount: number;
  idempotencyKey: string;
}

/**
 * A withdrawal with its `Idempotency-Key`: a new key (newIdempotencyKey) for each attempt, and the
 * same key again when the same amount is sent after an attempt whose outcome is unknown (PRODUCT.md,
 * Money out, "Idempotency": a retry answers what the first answered and moves money once).
 */
export const useWithdraw = (
  role: PayoutRole,
  mutationConfig?: MutationOptionsOf<Payout, WithdrawRequest>,
) => {
  const mutation = useWithdrawMutation(role, mutationConfig);
  const lastAttempt = useRef<Attempt | null>(null);

  const submit = (amount: number) => {
    const previous = lastAttempt.current;
    const attempt: Attempt =
      previous?.amount === amount ? previous : { amount, idempotencyKey: newIdempotencyKey() };
    lastAttempt.current = attempt;
    mutation.mutate(attempt, {
      onSuccess: () => {
        lastAttempt.current = null;
      },
      onError: (error) => {
        // A refusal (409, 400…) is an answer: the next attempt is a new one.
        if (!isUncertainFailure(error)) lastAttempt.current = null;
      },
    });
  };

  return { submit, isPending: mutation.isPending };
};
