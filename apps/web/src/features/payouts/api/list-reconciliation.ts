import { useQuery } from '@tanstack/react-query';
import type { ListReconciliationResponse } from '@nestly/shared';
import { exportOf } from '../../../lib/load-once';
import { getParsed, keepPreviousQueryOptions } from '../../../lib/query-helpers';
import { payoutSchemas } from './load-schemas';
import { payoutKeys, type ReconciliationListParams } from './keys';

/**
 * GET /api/admin/reconciliation with page, limit and status: what disagrees between the
 * provider's records and the ledger, with the dashboard's money-out figures beside it.
 */
export const listReconciliation = (
  params: ReconciliationListParams,
): Promise<ListReconciliationResponse> =>
  getParsed(
    '/admin/reconciliation',
    exportOf(payoutSchemas, 'listReconciliationResponseSchema'),
    params,
  );

export const reconciliationQueryOptions = (params: ReconciliationListParams) =>
  keepPreviousQueryOptions(payoutKeys.reconciliation(params), () => listReconciliation(params), {
    staleTime: 0,
  });

export const useReconciliation = (params: ReconciliationListParams) =>
  useQuery(reconciliationQueryOptions(params));
