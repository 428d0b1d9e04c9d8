import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionStatusResponseSchema, type SubscriptionStatusResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /api/owner/subscription: the plans, the current plan (or null) and listings used. */
export const getSubscription = async (): Promise<SubscriptionStatusResponse> => {
  const response = await apiClient.get<unknown>('/owner/subscription');
  return subscriptionStatusResponseSchema.parse(response.data);
};

/** Always fresh on mount: adding or deleting a listing elsewhere changes `usedProperties`. */
export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.status, queryFn: getSubscription, staleTime: 0 });

export const useSubscription = () => useQuery(subscriptionQueryOptions());
