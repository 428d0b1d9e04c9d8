import type { Payout } from '@nestly/shared';
import type { Column } from '../../../components/ui';
import { formatDateTime, formatInr } from '../../../lib/format';

/** The columns a person's payouts list and the admin's table share (an admin row is a payout). */
export const payoutColumns = {
  requested: {
    key: 'createdAt',
    header: 'Requested',
    cell: (payout) => <span className="whitespace-nowrap">{formatDateTime(payout.createdAt)}</span>,
  },
  amount: {
    key: 'amount',
    header: 'Amount',
    cell: (payout) => (
      <span className="font-semibold whitespace-nowrap text-slate-900">
        {formatInr(payout.amount)}
      </span>
    ),
  },
  destination: { key: 'destination', header: 'To', cell: (payout) => payout.destination },
} satisfies Record<string, Column<Payout>>;
