import { useState } from 'react';
import { Card, CardHeader, CardPagination, QueryState, Skeleton } from '../../../components/ui';
import type { PayoutRole } from '../api/keys';
import { usePayouts } from '../api/list-payouts';
import { PayoutsList } from './payouts-list';

/**
 * The person's withdrawals with their status chips. Kept current live: the notices of a processed
 * or failed payout refresh it (app/live-stale-queries.ts).
 */
export function PayoutsCard({ role, pageSize }: { role: PayoutRole; pageSize: number }) {
  const [page, setPage] = useState(1);
  const payoutsQuery = usePayouts(role, { page, limit: pageSize });
  return (
    <Card>
      <section aria-labelledby="payouts-title">
        <CardHeader
          title={<span id="payouts-title">Withdrawals</span>}
          description="Money sent to your payout account, newest first."
        />
        <QueryState
          query={payoutsQuery}
          loadingLabel="Loading your withdrawals"
          loading={
            <div className="p-5" role="status" aria-label="Loading your withdrawals">
              <Skeleton className="h-24" />
            </div>
          }
          errorTitle="Could not load your withdrawals"
        >
          {({ data }) => <PayoutsList payouts={data} isFetching={payoutsQuery.isPlaceholderData} />}
        </QueryState>
        <CardPagination
          page={page}
          pagination={payoutsQuery.data?.pagination}
          onPageChange={setPage}
        />
      </section>
    </Card>
  );
}
