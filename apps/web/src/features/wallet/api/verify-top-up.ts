import {
  razorpayPaymentDataSchema,
  verifyPaymentResponseSchema,
  type RazorpayPaymentData,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/user/razorpay/verify with what the checkout handed back. The same call confirms
 * booking payments; for a top-up it answers `purpose: 'wallet_top_up'`. Verifying twice credits
 * once (decision 007).
 */
export const verifyTopUp = async (paymentData: RazorpayPaymentData) => {
  const body = razorpayPaymentDataSchema.parse(paymentData);
  const response = await apiClient.post<unknown>('/user/razorpay/verify', body);
  return verifyPaymentResponseSchema.parse(response.data);
};
