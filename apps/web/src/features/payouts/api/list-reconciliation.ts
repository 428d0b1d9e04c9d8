import { useQuery } from '@tanstack/react-query';
import { listReconciliationResponseSchema, type ListReconciliationResponse } from '@nestly/shared';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { payoutKeys, type ReconciliationListParams } from './keys';

/**
 * GET /api/admin/reconciliation with page, limit and status: what disagrees between the
 * provider's records and the ledger, with the dashboard's money-out figures beside it.
 */
export const listReconciliation = (
  params: ReconciliationListParams,
): Promise<ListReconciliationResponse> =>
  getParsed('/admin/reconciliation', listReconciliationResponseSchema, params);

export const reconciliationQueryOptions = (params: ReconciliationListParams) =>
  keepPreviousQueryOptions(payoutKeys.reconciliation(params), () => listReconciliation(params), {
    staleTime: 0,
  });

export const useReconciliation = (params: ReconciliationListParams) =>
  useQuery(reconciliationQueryOptions(params));
