import type { WalletTopUpInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { newIdempotencyKey, withIdempotencyKey } from '../../../lib/idempotency-key';
import { walletSchemas } from './load-schemas';

/**
 * POST /api/user/wallet/top-up with `{ amount }` in paise (₹100 to ₹5,00,000): answers the
 * provider order to pay. Nothing reaches the wallet until the payment is verified. Sent with an
 * Idempotency-Key (one per attempt): a retry of it answers the same order.
 */
export const topUpWallet = async (
  input: WalletTopUpInput,
  idempotencyKey: string = newIdempotencyKey(),
) => {
  const { walletTopUpInputSchema, walletTopUpResponseSchema } = await walletSchemas.load();
  const body = walletTopUpInputSchema.parse(input);
  const response = await apiClient.post<unknown>(
    '/user/wallet/top-up',
    body,
    withIdempotencyKey(idempotencyKey),
  );
  return walletTopUpResponseSchema.parse(response.data);
};
