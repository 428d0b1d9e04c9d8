import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/payments/test-checkout/{orderId}/fail: the test payment fails. */
export const failTestCheckout = async (orderId: string) => {
  const response = await apiClient.post<unknown>(
    `/payments/test-checkout/${encodeURIComponent(orderId)}/fail`,
  );
  return messageResponseSchema.parse(response.data);
};

export const useFailTestCheckout = () =>
  useMutation({ mutationFn: failTestCheckout, meta: { skipErrorToast: true } });
