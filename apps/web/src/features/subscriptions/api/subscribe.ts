import { subscribeInputSchema, subscribeResponseSchema, type SubscribeInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/owner/subscription with `{ planName, price, allowedProperties }` (spec section 7):
 * answers the provider order to pay. The server trusts only the plan name.
 */
export const subscribe = async (input: SubscribeInput) => {
  const body = subscribeInputSchema.parse(input);
  const response = await apiClient.post<unknown>('/owner/subscription', body);
  return subscribeResponseSchema.parse(response.data);
};
