import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checkout } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { checkoutSchemas } from './load-schemas';
import { checkoutKeys } from './keys';

/**
 * GET /api/user/checkout/{accountId}: the cart priced by the server, with the refund preview,
 * the wallet balance and whether the dates are still free; null when the cart is empty.
 */
export const getCheckout = async (accountId: string): Promise<Checkout | null> => {
  const [response, { checkoutResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/user/checkout/${encodeURIComponent(accountId)}`),
    checkoutSchemas.load(),
  ]);
  return checkoutResponseSchema.parse(response.data).cart;
};

/** Always fresh on mount: prices, availability and the wallet can change at any time. */
export const checkoutQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: checkoutKeys.cart(accountId),
    queryFn: () => getCheckout(accountId),
    staleTime: 0,
  });

export const useCheckout = (accountId: string) => useQuery(checkoutQueryOptions(accountId));
