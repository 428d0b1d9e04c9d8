import type { RazorpayPaymentData } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { walletSchemas } from './load-schemas';

/**
 * POST /api/user/razorpay/verify with what the checkout handed back. The same call confirms
 * booking payments; for a top-up it answers `purpose: 'wallet_top_up'`. Verifying twice credits
 * once (decision 007).
 */
export const verifyTopUp = async (paymentData: RazorpayPaymentData) => {
  const { razorpayPaymentDataSchema, verifyPaymentResponseSchema } = await walletSchemas.load();
  const body = razorpayPaymentDataSchema.parse(paymentData);
  const response = await apiClient.post<unknown>('/user/razorpay/verify', body);
  return verifyPaymentResponseSchema.parse(response.data);
};
