import { useMutation } from '@tanstack/react-query';
import type { RazorpayPaymentData } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { paymentSchemas } from './load-schemas';

/** POST /api/payments/test-checkout/{orderId}/pay: answers what Razorpay would hand the page. */
export const payTestCheckout = async (orderId: string): Promise<RazorpayPaymentData> => {
  const { testCheckoutPayResponseSchema } = await paymentSchemas.load();
  const response = await apiClient.post<unknown>(
    `/payments/test-checkout/${encodeURIComponent(orderId)}/pay`,
  );
  return testCheckoutPayResponseSchema.parse(response.data);
};

/** The dialog shows its own outcome, so failures are not toasted twice. */
export const usePayTestCheckout = () =>
  useMutation({ mutationFn: payTestCheckout, meta: { skipErrorToast: true } });
