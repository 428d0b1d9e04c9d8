import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { walletSchemas } from './load-schemas';
import { walletKeys, type WalletPageParams, type WalletRole } from './keys';

/**
 * GET /api/{user|owner}/wallet/{id} with page and limit: the balance, money in and out, and the
 * ledger rows newest first. `{id}` is the signed-in person's own id (another answers 403).
 */
export const getWallet = async (
  role: WalletRole,
  accountId: string,
  params: WalletPageParams,
): Promise<WalletResponse> => {
  const [response, { walletResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${role}/wallet/${encodeURIComponent(accountId)}`, { params }),
    walletSchemas.load(),
  ]);
  return walletResponseSchema.parse(response.data);
};

/**
 * Always fresh on mount: bookings, cancellations and finished stays elsewhere move money in and
 * out of the wallet.
 */
export const walletQueryOptions = (role: WalletRole, accountId: string, params: WalletPageParams) =>
  queryOptions({
    queryKey: walletKeys.detail(role, accountId, params),
    queryFn: () => getWallet(role, accountId, params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useWallet = (role: WalletRole, accountId: string, params: WalletPageParams) =>
  useQuery(walletQueryOptions(role, accountId, params));
