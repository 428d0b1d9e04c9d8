import { RECONCILIATION_FINDING_STATUSES } from '@nestly/shared';
import { Card, CardPagination, QueryState } from '../../../components/ui';
import { useUrlListParams } from '../../../lib/use-url-list-params';
import type { ReconciliationListParams } from '../api/keys';
import { useReconciliation } from '../api/list-reconciliation';
import { ReconciliationList, type FindingStatusFilter } from './reconciliation-list';

const PAGE_SIZE = 20;

/** The URL's `?status=`: `resolved` or `all`; without one, what still needs a look. */
const statusFilterOf = (value: string | null): FindingStatusFilter => {
  if (value === 'all') return 'all';
  return RECONCILIATION_FINDING_STATUSES.find((status) => status === value) ?? 'open';
};

/**
 * What the daily check found between the provider's records and the ledger
 * (`GET /api/admin/reconciliation?status=`), with the money-out figures above it.
 */
export function ReconciliationScreen() {
  const { searchParams, page, update } = useUrlListParams<{ status?: string; page?: number }>();
  const status = statusFilterOf(searchParams.get('status'));
  const params: ReconciliationListParams = {
    page,
    limit: PAGE_SIZE,
    ...(status !== 'all' && { status }),
  };
  const findingsQuery = useReconciliation(params);

  return (
    <section className="space-y-4" aria-labelledby="reconciliation-findings-title">
      {/* The findings' cards are h3s: the outline needs their h2. */}
      <h2 id="reconciliation-findings-title" className="sr-only">
        Money out figures and findings
      </h2>
      <QueryState
        query={findingsQuery}
        loadingLabel="Loading the reconciliation"
        errorTitle="Could not load the reconciliation"
      >
        {({ data, summary }) => (
          <ReconciliationList
            findings={data}
            summary={summary}
            status={status}
            onStatusChange={(next) => update({ status: next === 'open' ? '' : next })}
          />
        )}
      </QueryState>
      {findingsQuery.data && findingsQuery.data.pagination.total > 0 && (
        <Card>
          <CardPagination
            page={page}
            pagination={findingsQuery.data.pagination}
            onPageChange={(next) => update({ page: next })}
          />
        </Card>
      )}
    </section>
  );
}
