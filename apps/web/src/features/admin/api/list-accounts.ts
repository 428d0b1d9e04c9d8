import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAccountsResponseSchema, type ListAccountsResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys, type AccountKind, type AccountListParams } from './keys';

/** GET /api/admin/users or /api/admin/owners with page, limit, search, status, approvalStatus. */
export const listAccounts = async (
  kind: AccountKind,
  params: AccountListParams,
): Promise<ListAccountsResponse> => {
  const response = await apiClient.get<unknown>(`/admin/${kind}`, { params });
  return listAccountsResponseSchema.parse(response.data);
};

export const accountsQueryOptions = (kind: AccountKind, params: AccountListParams) =>
  queryOptions({
    queryKey: adminKeys.list(kind, params),
    queryFn: () => listAccounts(kind, params),
    placeholderData: keepPreviousData,
  });

export const useAccounts = (kind: AccountKind, params: AccountListParams) =>
  useQuery(accountsQueryOptions(kind, params));
