import { Landmark } from 'lucide-react';
import { PAYOUT_STATUSES, type AdminPayout, type PayoutStatus } from '@nestly/shared';
import {
  Badge,
  DataTable,
  EmptyState,
  FilterTabs,
  type Column,
  type FilterTab,
} from '../../../components/ui';
import { PAYOUT_STATUS_CHIPS } from '../lib/labels';
import { payoutColumns } from './payout-columns';
import { PayoutStatusBadge } from './payout-status-badge';

export type PayoutStatusFilter = PayoutStatus | 'all';

const TABS: FilterTab<PayoutStatusFilter>[] = [
  { value: 'all', label: 'All' },
  ...PAYOUT_STATUSES.map((status) => ({ value: status, label: PAYOUT_STATUS_CHIPS[status].label })),
];

const columns: Column<AdminPayout>[] = [
  {
    key: 'person',
    header: 'Person',
    hideLabelOnPhone: true,
    cell: (payout) => (
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{payout.account.name}</p>
        <p className="truncate text-xs text-slate-600">
          {payout.account.email} · {payout.account.role === 'owner' ? 'Owner' : 'Tenant'}
        </p>
      </div>
    ),
  },
  payoutColumns.amount,
  payoutColumns.destination,
  {
    key: 'status',
    header: 'Status',
    cell: (payout) => (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <PayoutStatusBadge status={payout.status} />
        {payout.automatic && <Badge tone="neutral">Weekly</Badge>}
      </span>
    ),
  },
  {
    key: 'reference',
    header: 'Reference',
    cell: (payout) => (
      <div className="text-xs text-slate-600">
        {payout.utr && <p>UTR {payout.utr}</p>}
        {payout.providerPayoutId && <p className="font-mono">{payout.providerPayoutId}</p>}
        {payout.failureReason && <p className="text-red-700">{payout.failureReason}</p>}
        {!payout.utr && !payout.providerPayoutId && !payout.failureReason && <p>Not sent yet</p>}
      </div>
    ),
  },
  payoutColumns.requested,
];

interface AdminPayoutsTableProps {
  payouts: AdminPayout[];
  status: PayoutStatusFilter;
  onStatusChange: (status: PayoutStatusFilter) => void;
  isFetching?: boolean;
}

/** Every payout, filtered by status (`GET /api/admin/payouts?status=`). */
export function AdminPayoutsTable({
  payouts,
  status,
  onStatusChange,
  isFetching,
}: AdminPayoutsTableProps) {
  return (
    <div className="space-y-4">
      <FilterTabs label="Payout status" tabs={TABS} value={status} onChange={onStatusChange} />
      <DataTable
        caption="Payouts"
        columns={columns}
        rows={payouts}
        getRowId={(payout) => payout.id}
        isFetching={isFetching}
        empty={
          <EmptyState
            icon={<Landmark />}
            title={
              status === 'all'
                ? 'No payouts yet'
                : `No ${PAYOUT_STATUS_CHIPS[status].label.toLowerCase()} payouts`
            }
            description="Withdrawals and weekly payouts of tenants and owners show here."
          />
        }
      />
    </div>
  );
}
