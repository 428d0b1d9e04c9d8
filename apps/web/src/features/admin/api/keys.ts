import type { ListAccountsQuery } from '@nestly/shared';

/** Users and owners are the two account lists an admin moderates. */
export type AccountKind = 'users' | 'owners';

export type AccountListParams = Partial<ListAccountsQuery>;

export const adminKeys = {
  all: ['admin'] as const,
  list: (kind: AccountKind, params: AccountListParams) => ['admin', kind, 'list', params] as const,
  ownerDetail: (id: string) => ['admin', 'owners', 'detail', id] as const,
};
