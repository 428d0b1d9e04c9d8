import { CircleCheck, CircleX } from 'lucide-react';
import type { LedgerHealth } from '@nestly/shared';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';

const n = (value: number) => value.toLocaleString('en-IN');

/** Green when every transaction balances and every wallet equals its entries; red otherwise. */
export function LedgerHealthLine({ health }: { health: LedgerHealth }) {
  const Icon = health.ok ? CircleCheck : CircleX;
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl px-5 py-3 text-sm ring-1 ring-inset',
        health.ok
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
          : 'bg-red-50 text-red-900 ring-red-200',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      <p className="font-semibold">
        {health.ok
          ? `Ledger balanced: ${n(health.transactionsChecked)} transactions and ${n(health.walletsChecked)} wallets checked`
          : `Ledger needs attention: ${n(health.unbalancedTransactions)} unbalanced of ${n(health.transactionsChecked)} transactions, ${n(health.mismatchedWallets)} of ${n(health.walletsChecked)} wallets differ from their entries`}
      </p>
      <p className="opacity-80">Checked {formatDateTime(health.checkedAt)}</p>
    </div>
  );
}
