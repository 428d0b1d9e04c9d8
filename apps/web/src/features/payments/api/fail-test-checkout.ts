import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { paymentSchemas } from './load-schemas';

/** POST /api/payments/test-checkout/{orderId}/fail: the test payment fails. */
export const failTestCheckout = async (orderId: string) => {
  const { messageResponseSchema } = await paymentSchemas.load();
  const response = await apiClient.post<unknown>(
    `/payments/test-checkout/${encodeURIComponent(orderId)}/fail`,
  );
  return messageResponseSchema.parse(response.data);
};

export const useFailTestCheckout = () =>
  useMutation({ mutationFn: failTestCheckout, meta: { skipErrorToast: true } });
