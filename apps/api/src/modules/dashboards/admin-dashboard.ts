import type { AdminDashboard, DashboardRange } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import * as adminRepo from './admin-repo';
import { sumDays, type DailyHistory, type DailySums } from './daily-history';
import * as demandRepo from './demand-repo';
import { lostDemandWindow, ratio, statusCounts, sum } from './figures';
import type { LedgerAudit } from './ledger-audit';
import { adminLostDemand, cityLabel } from './lost-demand';
import type { LostDemandReader } from './lost-demand-reader';
import { seriesPeriods, type SeriesPeriods } from './periods';
import * as repo from './repo';

const LIST_LIMIT = 10;
const TOP_LOST_GROUPS = 20;

export interface AdminDashboardDeps extends Pick<AppDeps, 'db' | 'clock'> {
  history: DailyHistory;
  /** The reconciliation's figures (its module's summary). */
  moneyOut: () => Promise<AdminDashboard['moneyOut']>;
  ledgerAudit: LedgerAudit;
  lostDemand: LostDemandReader;
}

/** Per series bucket, the sums of the days inside it. */
const bucketSums = (periods: SeriesPeriods, sums: DailySums, width: number) =>
  periods.labels.map((_, index) =>
    sumDays(sums, periods.bounds[index]!.getTime(), periods.bounds[index + 1]!.getTime(), width),
  );

const allTime = (sums: DailySums, width: number) =>
  sumDays(sums, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, width);

/** The platform's lost demand over the window (reused for a minute: lost-demand-reader.ts). */
const readLostDemand = (deps: AdminDashboardDeps, today: string) => {
  const window = lostDemandWindow(today);
  return deps.lostDemand.platform(window.since, async () => {
    const [groups, totals, top] = await Promise.all([
      demandRepo.lostGroupsByCityBudgetStay(deps.db, window.since),
      demandRepo.cityTotals(deps.db, window.since, null),
      demandRepo.topLostGroups(deps.db, window.since, TOP_LOST_GROUPS),
    ]);
    const offers = await demandRepo.cityOffers(
      deps.db,
      [...new Set(groups.map((group) => group.cityKey))].filter((key) => key !== ''),
    );
    return adminLostDemand(
      groups,
      totals,
      offers,
      window,
      top.map((group) => ({
        city: cityLabel(group.cityKey),
        budgetBand: group.band,
        moveInMonth: group.moveInMonth === '' ? null : group.moveInMonth,
        zeroResults: group.zeroResults,
        fewResults: group.fewResults,
      })),
    );
  });
};

/** The admin's screen: live counts, history sums (daily-history.ts), the audit and lost demand. */
export const buildAdminDashboard = async (
  deps: AdminDashboardDeps,
  range: DashboardRange,
): Promise<AdminDashboard> => {
  const { db, history } = deps;
  const periods = seriesPeriods(range, deps.clock.now());
  const metrics = adminRepo.ADMIN_METRICS;
  const [
    people,
    listings,
    open,
    commission,
    paid,
    cancelled,
    completed,
    expired,
    signUps,
    walletBalances,
    health,
    owners,
    pendingListings,
    lostDemand,
    cancelledBySeriesBucket,
    cancelledThisMonth,
    moneyOut,
    longStays,
  ] = await Promise.all([
    adminRepo.countPeople(db),
    repo.listingsByStatus(db, null),
    adminRepo.countOpenBookings(db),
    history.read(metrics.commission),
    history.read(metrics.paid),
    history.read(metrics.cancelled),
    history.read(metrics.completed),
    history.read(metrics.expired),
    history.read(metrics.signUps),
    adminRepo.sumWalletBalances(db),
    deps.ledgerAudit.current(),
    adminRepo.ownersAwaitingApproval(db, LIST_LIMIT),
    adminRepo.listingsAwaitingReview(db, LIST_LIMIT),
    readLostDemand(deps, periods.today),
    adminRepo.cancelledByPaymentTime(db, periods.bounds),
    adminRepo.cancelledByPaymentTime(db, [periods.month.start, periods.month.end]),
    deps.moneyOut(),
    adminRepo.longStays(db),
  ]);
  const month = [periods.month.start.getTime(), periods.month.end.getTime()] as const;
  const [, paidAllTime] = allTime(paid, 2) as [number, number];
  const [commissionAllTime] = allTime(commission, 1) as [number];
  const [cancelledCount, refunded, neverCharged] = allTime(cancelled, 3) as [
    number,
    number,
    number,
  ];
  // Gross value is net of cancellations (issue 29): what was booked less the rent and add-ons given
  // back, and less a cancelled long stay's months never charged (decision 027), counted on the
  // payment's day, so the headline, the chart and the take rate agree.
  const gross = paidAllTime - refunded - neverCharged;
  const [, paidThisMonth] = sumDays(paid, ...month, 2) as [number, number];
  const grossThisMonth = paidThisMonth - cancelledThisMonth[0]![1];
  const statuses = statusCounts([
    { status: 'pending_payment', count: open.pending_payment ?? 0 },
    { status: 'confirmed', count: open.confirmed ?? 0 },
    { status: 'completed', count: allTime(completed, 1)[0]! },
    { status: 'cancelled', count: cancelledCount },
    { status: 'expired', count: allTime(expired, 1)[0]! },
  ]);
  const everPaid = statuses.confirmed + statuses.completed + statuses.cancelled;
  const paidByBucket = bucketSums(periods, paid, 2);
  const commissionByBucket = bucketSums(periods, commission, 1);
  const signUpsByBucket = bucketSums(periods, signUps, 2);

  return {
    range,
    granularity: periods.granularity,
    today: periods.today,
    people: {
      ...people,
      signUps: periods.labels.map((period, index) => ({
        period,
        users: signUpsByBucket[index]![0]!,
        owners: signUpsByBucket[index]![1]!,
      })),
    },
    listings: {
      total: sum(Object.values(listings), (value) => value),
      byStatus: listings,
      awaitingReview: listings.pending,
    },
    bookings: {
      total: sum(Object.values(statuses), (value) => value),
      byStatus: statuses,
      cancellationRate: ratio(statuses.cancelled, everPaid),
      // Bookings paid in the period and not cancelled since; their rent and add-ons net of refunds.
      series: periods.labels.map((period, index) => ({
        period,
        bookings: paidByBucket[index]![0]! - cancelledBySeriesBucket[index]![0],
        grossValue: paidByBucket[index]![1]! - cancelledBySeriesBucket[index]![1],
        commission: commissionByBucket[index]![0]!,
      })),
    },
    money: {
      grossBookingValue: { thisMonth: grossThisMonth, allTime: gross },
      commission: { thisMonth: sumDays(commission, ...month, 1)[0]!, allTime: commissionAllTime },
      refunds: {
        count: cancelledCount,
        thisMonth: sumDays(cancelled, ...month, 3)[1]!,
        allTime: refunded,
      },
      takeRate: ratio(commissionAllTime, gross),
      walletBalances,
    },
    ledgerHealth: health,
    longStays,
    moneyOut,
    moderation: {
      owners: { total: people.ownersAwaitingApproval, items: owners },
      listings: { total: listings.pending, items: pendingListings },
    },
    lostDemand,
  };
};
