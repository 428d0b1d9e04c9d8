import type { AdminPropertiesQuery, OwnerPropertiesQuery } from '@nestly/shared';

export type OwnerPropertyListParams = Partial<OwnerPropertiesQuery>;
export type AdminPropertyListParams = Partial<AdminPropertiesQuery>;

export const propertyKeys = {
  all: ['properties'] as const,
  ownerList: (params: OwnerPropertyListParams) => ['properties', 'owner', 'list', params] as const,
  ownerDetail: (id: string) => ['properties', 'owner', 'detail', id] as const,
  userLatest: (limit: number) => ['properties', 'user', 'latest', limit] as const,
  /** Keyed by the query string, so "same filters" means "same key" whatever the object order. */
  userSearch: (queryString: string) => ['properties', 'user', 'search', queryString] as const,
  /** The search before its filters are read from the URL: never fetched, never holds data. */
  userSearchPending: () => ['properties', 'user', 'search-pending'] as const,
  userDetail: (id: string) => ['properties', 'user', 'detail', id] as const,
  adminList: (params: AdminPropertyListParams) => ['properties', 'admin', 'list', params] as const,
  adminDetail: (id: string) => ['properties', 'admin', 'detail', id] as const,
};

/**
 * After a delete: every list refreshes, but the deleted listing's own page is only marked stale,
 * so the screen that is leaving it does not flash "not found" first.
 */
export const isOtherThanDetailOf =
  (id: string) =>
  ({ queryKey }: { queryKey: readonly unknown[] }): boolean =>
    !(queryKey[2] === 'detail' && queryKey[3] === id);
