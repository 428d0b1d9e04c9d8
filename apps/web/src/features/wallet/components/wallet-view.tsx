import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowDownLeft, ArrowUpRight, CalendarDays, Search, Wallet } from 'lucide-react';
import { paths, type WalletEntry, type WalletResponse } from '@nestly/shared';
import {
  Card,
  CardBody,
  CardPagination,
  CardHeader,
  DataTable,
  EmptyState,
  QueryState,
  type EmptyStateProps,
  Skeleton,
  TextLink,
  type Column,
} from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatInr } from '../../../lib/format';
import { useWallet } from '../api/get-wallet';
import type { WalletRole } from '../api/keys';
import type { PayOrder } from '../hooks/use-top-up';
import { WALLET_ENTRY_LABELS } from '../lib/labels';
import { TopUpButton } from './top-up-button';

const PAGE_SIZE = 10;

const EMPTY_WALLET: Record<WalletRole, EmptyStateProps> = {
  user: {
    icon: <Wallet />,
    title: 'No transactions yet',
    description:
      'Add money to pay for a booking in one step. Refunds and returned deposits land here too.',
    link: {
      to: paths.user.properties.getHref(),
      label: 'Browse homes',
      icon: Search,
      variant: 'outline',
    },
  },
  owner: {
    icon: <Wallet />,
    title: 'No earnings yet',
    description: 'When a booking of your homes is paid, your share lands here at once.',
    link: {
      to: paths.owner.bookings.getHref(),
      label: 'Your bookings',
      icon: CalendarDays,
      variant: 'outline',
    },
  },
};

interface WalletViewProps {
  role: WalletRole;
  /** The signed-in person's own id: the wallet calls name it. */
  accountId: string;
  /** Users can add money; owners' wallets fill with their earnings. */
  pay?: PayOrder;
  /** More actions beside the balance (e.g. money out's "Withdraw"), given the wallet's answer. */
  actions?: (wallet: WalletResponse['wallet']) => ReactNode;
  /** Sections between the balance and the transactions (e.g. the payout account). */
  children?: ReactNode;
}

/** `+₹500` in green, `−₹500` in red. */
function SignedAmount({ amount }: { amount: number }) {
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap',
        amount < 0 ? 'text-red-700' : 'text-emerald-700',
      )}
    >
      {amount < 0 ? '−' : '+'}
      {formatInr(Math.abs(amount))}
    </span>
  );
}

function BalanceCard({ wallet, action }: { wallet: WalletResponse['wallet']; action?: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby="wallet-summary-title">
        <h2 id="wallet-summary-title" className="sr-only">
          Wallet summary
        </h2>
        <CardBody className="grid gap-6 sm:grid-cols-[1fr_auto] sm:items-center">
          <div className="flex gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
              <Wallet className="size-6" aria-hidden />
            </span>
            <dl className="min-w-0 space-y-2">
              <div>
                <dt className="text-sm text-slate-600">Balance</dt>
                <dd className="text-3xl font-bold tracking-tight text-slate-900">
                  {formatInr(wallet.balance)}
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2 text-sm">
                <dt className="text-slate-600">Available</dt>
                <dd className="font-semibold text-slate-900">{formatInr(wallet.available)}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2 text-sm">
                <dt className="text-slate-600">Pending</dt>
                <dd className="font-semibold text-slate-900">{formatInr(wallet.pending)}</dd>
              </div>
            </dl>
          </div>
          {action && <div>{action}</div>}
          <dl className="grid gap-3 border-t border-slate-100 pt-4 text-sm sm:col-span-2 sm:grid-cols-2">
            <div className="flex items-center gap-2">
              <dt className="flex items-center gap-2 text-slate-600">
                <ArrowDownLeft className="size-4 shrink-0 text-emerald-700" aria-hidden />
                Money in
              </dt>
              <dd className="ml-auto font-semibold text-slate-900 sm:ml-2">
                {formatInr(wallet.totalIn)}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="flex items-center gap-2 text-slate-600">
                <ArrowUpRight className="size-4 shrink-0 text-red-700" aria-hidden />
                Money out
              </dt>
              <dd className="ml-auto font-semibold text-slate-900 sm:ml-2">
                {formatInr(wallet.totalOut)}
              </dd>
            </div>
          </dl>
        </CardBody>
      </section>
    </Card>
  );
}

function WalletSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading your wallet">
      <Skeleton className="h-40" />
      <Skeleton className="h-72" />
    </div>
  );
}

/** The ledger's columns; a row links to its booking in the role's own area. */
const walletColumns = (role: WalletRole): Column<WalletEntry>[] => [
  {
    key: 'date',
    header: 'Date',
    cell: (entry) => <span className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</span>,
  },
  {
    key: 'kind',
    header: 'Type',
    cell: (entry) => (
      <span className="font-medium text-slate-900">{WALLET_ENTRY_LABELS[entry.kind]}</span>
    ),
  },
  {
    key: 'description',
    header: 'Description',
    cell: (entry) => (
      <div className="min-w-0 max-md:text-right">
        <p className="break-words text-slate-800">{entry.description}</p>
        {entry.propertyTitle && (
          <p className="text-xs break-words text-slate-600">{entry.propertyTitle}</p>
        )}
      </div>
    ),
  },
  {
    key: 'booking',
    header: 'Booking',
    cell: (entry) =>
      entry.bookingId && entry.bookingReference ? (
        <TextLink to={paths[role].booking.getHref(entry.bookingId)} className="font-mono text-xs">
          {entry.bookingReference}
        </TextLink>
      ) : (
        <span className="text-slate-500" aria-label="None">
          —
        </span>
      ),
  },
  {
    key: 'amount',
    header: 'Amount',
    className: 'md:text-right',
    cell: (entry) => <SignedAmount amount={entry.amount} />,
  },
  {
    key: 'balance',
    header: 'Balance',
    className: 'md:text-right',
    cell: (entry) => (
      <span className="whitespace-nowrap text-slate-900">{formatInr(entry.balanceAfter)}</span>
    ),
  },
];

/**
 * A wallet: balance, money in and out over its life, and the ledger newest first with the
 * balance after each row (decision 007). Users add money by card from here.
 */
export function WalletView({ role, accountId, pay, actions, children }: WalletViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const walletQuery = useWallet(role, accountId, { page, limit: PAGE_SIZE });

  const setPage = (next: number) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      },
      { replace: true },
    );

  return (
    <QueryState
      query={walletQuery}
      loadingLabel="Loading your wallet"
      loading={<WalletSkeleton />}
      errorTitle="Could not load your wallet"
    >
      {({ wallet, data: entries, pagination }) => (
        <div className="space-y-6">
          <BalanceCard
            wallet={wallet}
            action={
              <div className="flex flex-wrap items-start gap-3">
                {role === 'user' && pay && <TopUpButton pay={pay} />}
                {actions?.(wallet)}
              </div>
            }
          />
          {children}
          <Card>
            <CardHeader
              title="Transactions"
              description="Newest first, with the balance after each."
            />
            <DataTable
              caption="Wallet transactions"
              columns={walletColumns(role)}
              rows={entries}
              getRowId={(entry) => entry.id}
              isFetching={walletQuery.isPlaceholderData}
              empty={<EmptyState {...EMPTY_WALLET[role]} />}
            />
            <CardPagination page={page} pagination={pagination} onPageChange={setPage} />
          </Card>
        </div>
      )}
    </QueryState>
  );
}
