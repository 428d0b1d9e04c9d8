import type { ListAdminPayoutsQuery, ListReconciliationQuery } from '@nestly/shared';

/** Users and owners each have one payout account and their own payouts (PRODUCT.md, Money out). */
export type PayoutRole = 'user' | 'owner';

export interface PayoutPageParams {
  page: number;
  limit: number;
}

export type AdminPayoutListParams = Partial<ListAdminPayoutsQuery>;
export type ReconciliationListParams = Partial<ListReconciliationQuery>;

export const payoutKeys = {
  all: ['payouts'] as const,
  account: (role: PayoutRole) => ['payouts', role, 'account'] as const,
  list: (role: PayoutRole, params: PayoutPageParams) => ['payouts', role, 'list', params] as const,
  adminList: (params: AdminPayoutListParams) => ['payouts', 'admin', 'list', params] as const,
  reconciliation: (params: ReconciliationListParams) =>
    ['payouts', 'admin', 'reconciliation', params] as const,
};
