import {
  walletTopUpInputSchema,
  walletTopUpResponseSchema,
  type WalletTopUpInput,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/user/wallet/top-up with `{ amount }` in paise (₹100 to ₹5,00,000): answers the
 * provider order to pay. Nothing reaches the wallet until the payment is verified.
 */
export const topUpWallet = async (input: WalletTopUpInput) => {
  const body = walletTopUpInputSchema.parse(input);
  const response = await apiClient.post<unknown>('/user/wallet/top-up', body);
  return walletTopUpResponseSchema.parse(response.data);
};
