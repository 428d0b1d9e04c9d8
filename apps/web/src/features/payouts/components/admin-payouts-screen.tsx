import { PAYOUT_STATUSES } from '@nestly/shared';
import { Card, CardBody, CardPagination, QueryState } from '../../../components/ui';
import { useUrlListParams } from '../../../lib/use-url-list-params';
import type { AdminPayoutListParams } from '../api/keys';
import { useAdminPayouts } from '../api/list-admin-payouts';
import { AdminPayoutsTable, type PayoutStatusFilter } from './admin-payouts-table';

const PAGE_SIZE = 20;

/** The URL's `?status=`, if it names a payout status; anything else shows them all. */
const statusFilterOf = (value: string | null): PayoutStatusFilter =>
  PAYOUT_STATUSES.find((status) => status === value) ?? 'all';

/** Every payout of tenants and owners (`GET /api/admin/payouts?status=`), filter and page in the URL. */
export function AdminPayoutsScreen() {
  const { searchParams, page, update } = useUrlListParams<{ status?: string; page?: number }>();
  const status = statusFilterOf(searchParams.get('status'));
  const params: AdminPayoutListParams = {
    page,
    limit: PAGE_SIZE,
    ...(status !== 'all' && { status }),
  };
  const payoutsQuery = useAdminPayouts(params);

  return (
    <Card>
      <CardBody>
        <QueryState
          query={payoutsQuery}
          loadingLabel="Loading payouts"
          errorTitle="Could not load the payouts"
        >
          {({ data }) => (
            <AdminPayoutsTable
              payouts={data}
              status={status}
              onStatusChange={(next) => update({ status: next === 'all' ? '' : next })}
              isFetching={payoutsQuery.isPlaceholderData}
            />
          )}
        </QueryState>
      </CardBody>
      <CardPagination
        page={page}
        pagination={payoutsQuery.data?.pagination}
        onPageChange={(next) => update({ page: next })}
      />
    </Card>
  );
}
