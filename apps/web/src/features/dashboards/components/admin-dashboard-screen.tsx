import {
  ArrowDownLeft,
  ArrowUpRight,
  Ban,
  BriefcaseBusiness,
  Building2,
  CalendarCheck,
  CalendarX,
  IndianRupee,
  Landmark,
  RotateCcw,
  Scale,
  TriangleAlert,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { paths, type AdminDashboard } from '@nestly/shared';
import { ErrorState, PageHeader, Skeleton } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { formatInr, pluralize } from '../../../lib/format';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { useDashboardRange } from '../hooks/use-dashboard-range';
import { formatRate } from '../lib/chart-format';
import { AdminLostDemandCard } from './admin-lost-demand';
import { ChartCardSkeleton } from './chart-card';
import { FigureCard, FigureCardSkeleton, FigureGrid } from './figure-card';
import { LedgerHealthLine } from './ledger-health-line';
import { ModerationQueue } from './moderation-queue';
import { RangeSwitch, rangeLabel } from './range-switch';
import { SeriesChartCard } from './series-chart-card';

const n = (value: number) => value.toLocaleString('en-IN');

/** The platform's health (issue 11): people, listings, bookings, money and the ledger, in one call. */
export function AdminDashboardScreen() {
  const [range, setRange] = useDashboardRange();
  const query = useAdminDashboard(range);
  const data = query.data;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="People, listings, bookings and money across Nestly."
        actions={<RangeSwitch value={range} onChange={setRange} />}
      />
      {query.isError && !data ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <div className="space-y-6" aria-busy="true" aria-label="Loading the dashboard">
          <Skeleton className="h-12 rounded-2xl" />
          <FigureGrid>
            {Array.from({ length: 13 }, (_, index) => (
              <FigureCardSkeleton key={index} />
            ))}
          </FigureGrid>
          <div className="grid gap-6 lg:grid-cols-2">
            <ChartCardSkeleton />
            <ChartCardSkeleton />
          </div>
        </div>
      ) : (
        <div className="space-y-6" aria-busy={query.isFetching || undefined}>
          <LedgerHealthLine health={data.ledgerHealth} />
          <AdminFigures data={data} />
          <AdminCharts data={data} />
          <ModerationQueue moderation={data.moderation} />
          <AdminLostDemandCard demand={data.lostDemand} />
        </div>
      )}
    </>
  );
}

function AdminFigures({ data }: { data: AdminDashboard }) {
  const { money, people, bookings, listings, moneyOut, longStays } = data;
  return (
    <FigureGrid>
      <FigureCard
        label="Gross value this month"
        value={formatInr(money.grossBookingValue.thisMonth)}
        hint={`Rent and add-ons booked, less what cancellations refunded or never charged · ${formatInr(money.grossBookingValue.allTime)} all time`}
        icon={<IndianRupee />}
      />
      <FigureCard
        label="Commission this month"
        value={formatInr(money.commission.thisMonth)}
        hint={`Nestly's share after refunds, ${formatRate(money.takeRate)} of gross value · ${formatInr(money.commission.allTime)} all time`}
        icon={<ArrowDownLeft />}
        tone="success"
      />
      <FigureCard
        label="Refunds this month"
        value={formatInr(money.refunds.thisMonth)}
        hint={`Rent and add-ons given back (deposits not counted) · ${formatInr(money.refunds.allTime)} all time, ${pluralize(money.refunds.count, 'cancellation')}`}
        icon={<RotateCcw />}
        tone="warning"
      />
      <FigureCard
        label="Owed to people"
        value={formatInr(money.walletBalances)}
        hint="The sum of every wallet"
        icon={<Wallet />}
      />
      <FigureCard
        label="Deposits held"
        value={formatInr(longStays.depositsHeld)}
        hint="Taken at checkout, kept until each move-out's settlement"
        icon={<Landmark />}
      />
      <FigureCard
        label="Overdue months"
        value={n(longStays.overdueInstalments)}
        hint={
          longStays.overdueInstalments === 0
            ? 'Every long stay is paid up'
            : 'Months of long stays more than 5 days late'
        }
        icon={<CalendarX />}
        tone={longStays.overdueInstalments > 0 ? 'warning' : 'success'}
      />
      <FigureCard
        label="Users"
        value={n(people.users)}
        icon={<UsersRound />}
        link={{ to: paths.admin.users.getHref(), label: 'Manage users' }}
      />
      <FigureCard
        label="Owners"
        value={n(people.owners)}
        icon={<BriefcaseBusiness />}
        tone={people.ownersAwaitingApproval > 0 ? 'warning' : 'primary'}
        link={{
          to: paths.admin.owners.getHref({ approvalStatus: 'pending' }),
          label: `${n(people.ownersAwaitingApproval)} awaiting approval`,
        }}
      />
      <FigureCard
        label="Live listings"
        value={n(listings.byStatus.approved)}
        icon={<Building2 />}
        link={{
          to: paths.admin.properties.getHref({ status: 'pending' }),
          label: `${n(listings.awaitingReview)} awaiting review`,
        }}
      />
      <FigureCard
        label="Bookings"
        value={n(bookings.total)}
        hint={`Every booking made: ${n(bookings.byStatus.confirmed)} confirmed · ${n(bookings.byStatus.completed)} completed · ${n(bookings.byStatus.cancelled)} cancelled (${formatRate(bookings.cancellationRate)} of those paid)`}
        icon={bookings.byStatus.cancelled > 0 ? <Ban /> : <CalendarCheck />}
      />
      <FigureCard
        label="Reconciliation"
        value={moneyOut.openFindings === 0 ? 'All matched' : n(moneyOut.openFindings)}
        hint={
          moneyOut.openFindings === 0
            ? 'The provider’s records agree with the ledger'
            : `${pluralize(moneyOut.openFindings, 'difference')} between the provider and the ledger to look at`
        }
        icon={<Scale />}
        tone={moneyOut.openFindings > 0 ? 'danger' : 'success'}
        link={{ to: paths.admin.reconciliation.getHref(), label: 'Open reconciliation' }}
      />
      <FigureCard
        label="Payouts in transit"
        value={formatInr(moneyOut.moneyInTransit)}
        hint={
          moneyOut.cardRefundsInTransit > 0
            ? `Taken from wallets, not yet confirmed by the bank · ${formatInr(moneyOut.cardRefundsInTransit)} of card refunds on their way`
            : 'Taken from wallets, not yet confirmed by the bank'
        }
        icon={<ArrowUpRight />}
        link={{ to: `${paths.admin.payouts.getHref()}?status=processing`, label: 'See payouts' }}
      />
      <FigureCard
        label="Failed payouts, 30 days"
        value={n(moneyOut.failedPayouts.count)}
        hint={`${formatInr(moneyOut.failedPayouts.amount)} failed or sent back, returned to wallets`}
        icon={<TriangleAlert />}
        tone={moneyOut.failedPayouts.count > 0 ? 'warning' : 'primary'}
        link={{
          to: `${paths.admin.payouts.getHref()}?status=failed`,
          label: 'See failed payouts',
        }}
      />
    </FigureGrid>
  );
}

function AdminCharts({ data }: { data: AdminDashboard }) {
  const over = `over the last ${rangeLabel(data.range)}`;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SeriesChartCard
        title="Bookings"
        description={`Bookings paid and not cancelled, by payment day, ${over}`}
        rows={data.bookings.series}
        granularity={data.granularity}
        unit="count"
        bars={[{ key: 'bookings', name: 'Bookings', color: 'var(--color-primary-600)' }]}
        columns={[{ header: 'Bookings', cell: (row) => n(row.bookings) }]}
      />
      <SeriesChartCard
        title="Gross value and commission"
        description={`Rent and add-ons paid less refunds, by payment day, and the commission the ledger kept (a refund's share given back on its own day), ${over}`}
        rows={data.bookings.series}
        granularity={data.granularity}
        unit="inr"
        bars={[
          { key: 'grossValue', name: 'Gross value', color: 'var(--color-primary-300)' },
          { key: 'commission', name: 'Commission', color: 'var(--color-primary-700)' },
        ]}
        columns={[
          { header: 'Gross booking value', cell: (row) => formatInr(row.grossValue) },
          { header: 'Commission', cell: (row) => formatInr(row.commission) },
        ]}
      />
      <SeriesChartCard
        title="Sign-ups"
        description={`New users and owners, ${over}`}
        rows={data.people.signUps}
        granularity={data.granularity}
        unit="count"
        bars={[
          { key: 'users', name: 'Users', color: 'var(--color-primary-600)', stackId: 'people' },
          { key: 'owners', name: 'Owners', color: 'var(--color-emerald-600)', stackId: 'people' },
        ]}
        columns={[
          { header: 'Users', cell: (row) => n(row.users) },
          { header: 'Owners', cell: (row) => n(row.owners) },
        ]}
      />
    </div>
  );
}
