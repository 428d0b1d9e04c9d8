import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCheckoutOrder } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { paymentSchemas } from './load-schemas';

/** GET /api/payments/test-checkout/{orderId}: the order the local test checkout shows. */
export const getTestCheckout = async (orderId: string): Promise<TestCheckoutOrder> => {
  const [response, { testCheckoutOrderSchema }] = await Promise.all([
    apiClient.get<unknown>(`/payments/test-checkout/${encodeURIComponent(orderId)}`),
    paymentSchemas.load(),
  ]);
  return testCheckoutOrderSchema.parse(response.data);
};

export const testCheckoutQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'test-checkout', orderId] as const,
    queryFn: () => getTestCheckout(orderId),
    staleTime: 0,
    gcTime: 0,
  });

export const useTestCheckout = (orderId: string) => useQuery(testCheckoutQueryOptions(orderId));
