import type { ReactNode } from 'react';
import {
  CalendarCheck,
  CalendarClock,
  ChartNoAxesColumn,
  Hourglass,
  IndianRupee,
  Star,
  TriangleAlert,
} from 'lucide-react';
import { paths, type Account, type DashboardRange, type OwnerDashboard } from '@nestly/shared';
import { EmptyState, ErrorState, LinkButton, PageHeader, Skeleton } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { formatInr, pluralize } from '../../../lib/format';
import { firstNameOf } from '../../../stores/auth-store';
import { useOwnerDashboard } from '../api/get-owner-dashboard';
import { useDashboardRange } from '../hooks/use-dashboard-range';
import { buildAttentionItems, isOnboarding } from '../lib/attention';
import { formatRate } from '../lib/chart-format';
import { AttentionList } from './attention-list';
import { BusinessSummary } from './business-summary';
import { ChartCardSkeleton } from './chart-card';
import { EarningsDownload } from './earnings-download';
import { FigureCard, FigureCardSkeleton, FigureGrid } from './figure-card';
import { OccupancyList } from './occupancy-list';
import { OwnerLostDemandCard } from './owner-lost-demand';
import { RangeSwitch, rangeLabel } from './range-switch';
import { SeriesChartCard } from './series-chart-card';
import { UpcomingMoves } from './upcoming-moves';

export interface OnboardingState {
  approvalStatus: OwnerDashboard['owner']['approvalStatus'];
  rejectionReason: string | null;
  hasPlan: boolean;
  listingCount: number;
}

/**
 * The owner's landing (issue 11): figures, charts and what needs doing, from one call. Owners
 * still onboarding also get `onboarding` (the checklist, drawn by the route) with their real state.
 */
export function OwnerDashboardScreen({
  user,
  onboarding,
}: {
  user: Account;
  onboarding: (state: OnboardingState) => ReactNode;
}) {
  const [range, setRange] = useDashboardRange();
  const query = useOwnerDashboard(range);
  const data = query.data;
  const hasListings = (data?.listings.total ?? 0) > 0;
  // The range and the download stand in the header while the figures load, too: an owner with
  // homes (most who open this page) would otherwise see the page move down by their height, on a
  // phone a row of its own, when the figures arrive. An owner without any loses them then.
  const hasFigureControls = !data || hasListings;

  return (
    <>
      <PageHeader
        title={`Welcome, ${firstNameOf(user.name)}`}
        description="Your homes, bookings and earnings at a glance."
        actions={
          hasFigureControls ? (
            <>
              <RangeSwitch value={range} onChange={setRange} />
              <EarningsDownload range={range} />
            </>
          ) : undefined
        }
      />
      {query.isError && !data ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <div className="space-y-6" aria-busy="true" aria-label="Loading your dashboard">
          <FigureGrid>
            {Array.from({ length: 7 }, (_, index) => (
              <FigureCardSkeleton key={index} />
            ))}
          </FigureGrid>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <ChartCardSkeleton />
            </div>
            <Skeleton className="h-full min-h-48 rounded-2xl" />
          </div>
        </div>
      ) : (
        <div className="space-y-6" aria-busy={query.isFetching || undefined}>
          {isOnboarding(data) &&
            onboarding({
              ...data.owner,
              hasPlan: data.plan !== null,
              listingCount: data.listings.total,
            })}
          {!hasListings ? (
            <EmptyState
              icon={<ChartNoAxesColumn />}
              title="Your figures will appear here"
              description="Once your first home is listed and booked, you will see earnings, occupancy, move-ins and what tenants search for."
              action={
                data.owner.approvalStatus === 'approved' && data.plan ? (
                  <LinkButton to={paths.owner.addProperty.getHref()}>Add a property</LinkButton>
                ) : undefined
              }
            />
          ) : (
            <OwnerFigures data={data} range={range} />
          )}
        </div>
      )}
    </>
  );
}

function OwnerFigures({ data, range }: { data: OwnerDashboard; range: DashboardRange }) {
  return (
    <>
      <FigureGrid>
        <FigureCard
          label="Earnings this month"
          value={formatInr(data.earnings.thisMonth)}
          hint={`After commission and refunds · ${formatInr(data.earnings.allTime)} all time`}
          icon={<IndianRupee />}
        />
        <FigureCard
          label="Upcoming move-ins"
          value={String(data.moveIns.count)}
          hint="In the next 30 days"
          icon={<CalendarCheck />}
        />
        <FigureCard
          label="Occupancy"
          value={formatRate(data.occupancy.rate)}
          hint={`Next 90 days: ${pluralize(data.occupancy.bookedDays, 'day')} booked of ${data.occupancy.openDays.toLocaleString('en-IN')} open`}
          icon={<ChartNoAxesColumn />}
        />
        <FigureCard
          label="Rating"
          value={data.rating.average === null ? '—' : `${data.rating.average.toFixed(1)} ★`}
          hint={pluralize(data.rating.count, 'review')}
          icon={<Star />}
          tone="warning"
        />
        <FigureCard
          label="Rent due, next 30 days"
          value={formatInr(data.rent.expected.amount)}
          hint={`${pluralize(data.rent.expected.count, 'month')} of long stays still to be paid`}
          icon={<CalendarClock />}
        />
        <FigureCard
          label="Overdue rent"
          value={formatInr(data.rent.overdue.amount)}
          hint={
            data.rent.overdue.count === 0
              ? 'Every month due has been paid'
              : `${pluralize(data.rent.overdue.count, 'month')} more than 5 days late`
          }
          icon={<TriangleAlert />}
          tone={data.rent.overdue.count > 0 ? 'danger' : 'success'}
        />
        <FigureCard
          label="Pending money"
          value={formatInr(data.wallet.pending)}
          hint="Paid months' earnings, available in your wallet the day after each month starts"
          icon={<Hourglass />}
        />
      </FigureGrid>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <SeriesChartCard
            title="Earnings"
            description={`Net of commission and refunds, over the last ${rangeLabel(range)}`}
            rows={data.earnings.series}
            granularity={data.granularity}
            unit="inr"
            bars={[{ key: 'net', name: 'Net earnings', color: 'var(--color-primary-600)' }]}
            columns={[
              { header: 'Earned', cell: (row) => formatInr(row.earned) },
              { header: 'Reversed by refunds', cell: (row) => formatInr(row.reversed) },
              { header: 'Net', cell: (row) => formatInr(row.net) },
            ]}
          />
        </div>
        <AttentionList items={buildAttentionItems(data)} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OccupancyList occupancy={data.occupancy} />
        </div>
        <div className="self-start">
          <BusinessSummary data={data} />
        </div>
      </div>
      <UpcomingMoves data={data} />
      <OwnerLostDemandCard demand={data.lostDemand} />
    </>
  );
}
