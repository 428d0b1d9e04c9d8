import {
  verifySubscriptionInputSchema,
  verifySubscriptionResponseSchema,
  type VerifySubscriptionInput,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /api/owner/verify-subscription with `{ paymentData }` from the checkout. */
export const verifySubscription = async (input: VerifySubscriptionInput) => {
  const body = verifySubscriptionInputSchema.parse(input);
  const response = await apiClient.post<unknown>('/owner/verify-subscription', body);
  return verifySubscriptionResponseSchema.parse(response.data);
};
