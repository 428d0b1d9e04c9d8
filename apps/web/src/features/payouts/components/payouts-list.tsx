import { Landmark } from 'lucide-react';
import type { Payout } from '@nestly/shared';
import { DataTable, EmptyState, type Column } from '../../../components/ui';
import { payoutColumns } from './payout-columns';
import { PayoutStatusBadge } from './payout-status-badge';

/** What a person needs to know beside the status: the bank's reference, or why it came back. */
export const payoutDetail = (payout: Payout): string => {
  if (payout.status === 'processed') return payout.utr ? `UTR ${payout.utr}` : 'Paid';
  if (payout.status === 'processing') return 'On its way to your account';
  const reason = (payout.failureReason ?? 'The bank did not accept it').replace(/\.?$/, '.');
  return `${reason} The money is back in your wallet.`;
};

const columns: Column<Payout>[] = [
  payoutColumns.requested,
  payoutColumns.amount,
  payoutColumns.destination,
  {
    key: 'status',
    header: 'Status',
    cell: (payout) => <PayoutStatusBadge status={payout.status} />,
  },
  {
    key: 'detail',
    header: 'Details',
    cell: (payout) => <span className="text-slate-600">{payoutDetail(payout)}</span>,
  },
];

interface PayoutsListProps {
  payouts: Payout[];
  isFetching?: boolean;
}

/** A person's withdrawals, newest first, with their live status. */
export function PayoutsList({ payouts, isFetching }: PayoutsListProps) {
  return (
    <DataTable
      caption="Your withdrawals"
      columns={columns}
      rows={payouts}
      getRowId={(payout) => payout.id}
      isFetching={isFetching}
      empty={
        <EmptyState
          icon={<Landmark />}
          title="No withdrawals yet"
          description="Money you send to your bank account or UPI shows here, with its status."
        />
      }
    />
  );
}
