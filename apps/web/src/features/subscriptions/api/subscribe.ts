import { subscribeInputSchema, subscribeResponseSchema, type SubscribeInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { newIdempotencyKey, withIdempotencyKey } from '../../../lib/idempotency-key';

/**
 * POST /api/owner/subscription with `{ planName, price, allowedProperties }` (spec section 7):
 * answers the provider order to pay. The server trusts only the plan name. Sent with an
 * Idempotency-Key (one per attempt): a retry of it answers the same order.
 */
export const subscribe = async (
  input: SubscribeInput,
  idempotencyKey: string = newIdempotencyKey(),
) => {
  const body = subscribeInputSchema.parse(input);
  const response = await apiClient.post<unknown>(
    '/owner/subscription',
    body,
    withIdempotencyKey(idempotencyKey),
  );
  return subscribeResponseSchema.parse(response.data);
};
