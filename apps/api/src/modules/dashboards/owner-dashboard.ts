import {
  businessDaysLeft,
  OCCUPANCY_DAYS,
  UPCOMING_DAYS,
  type BookingStatus,
  type DashboardRange,
  type OwnerDashboard,
  type OwnerEarningsResponse,
} from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { calendarDay, getBusinessTimeZone } from '../../lib/clock';
import { lostDemandWindow, ratio, statusCounts, sum } from './figures';
import * as homesRepo from './homes-repo';
import { ownerLostDemand } from './lost-demand';
import type { LostDemandReader } from './lost-demand-reader';
import { addDaysToDay, fillSeries, seriesPeriods } from './periods';
import * as repo from './repo';

/** How many rows the lists show (each comes with its full count). */
const LIST_LIMIT = 10;

export interface OwnerDashboardDeps extends Pick<AppDeps, 'db' | 'clock'> {
  lostDemand: LostDemandReader;
  countUnreadMessages: (ownerId: string) => Promise<number>;
}

/** Everything of one owner's screen; every query is bounded by the owner's own rows. */
export const buildOwnerDashboard = async (
  deps: OwnerDashboardDeps,
  ownerId: string,
  range: DashboardRange,
): Promise<OwnerDashboard> => {
  const { db } = deps;
  const now = deps.clock.now();
  const periods = seriesPeriods(range, now);
  const { today } = periods;
  const occupancyTo = addDaysToDay(today, OCCUPANCY_DAYS);
  const window = lostDemandWindow(today);
  const rentUntil = addDaysToDay(today, UPCOMING_DAYS);
  const [
    rent,
    state,
    earnings,
    statuses,
    moves,
    occupancy,
    listings,
    needing,
    rating,
    unread,
    homes,
  ] = await Promise.all([
    repo.rentDue(db, ownerId, today, rentUntil),
    repo.findOwnerState(db, ownerId, now),
    repo.earningsByBucket(db, ownerId, periods.bounds, periods.month),
    repo.bookingsByStatus(db, ownerId),
    repo.upcomingMoves(db, ownerId, today, addDaysToDay(today, UPCOMING_DAYS)),
    homesRepo.occupancyByListing(db, ownerId, today, occupancyTo),
    repo.listingsByStatus(db, ownerId),
    repo.listingsNeedingAction(db, ownerId, LIST_LIMIT),
    repo.ownerRating(db, ownerId),
    deps.countUnreadMessages(ownerId),
    homesRepo.listedHomeTerms(db, ownerId, today),
  ]);
  const demand = await deps.lostDemand.ofCities(
    [...new Set(homes.map((home) => home.cityKey))],
    window.since,
  );

  const occupancyRows = occupancy.map((row) => {
    const openDays = OCCUPANCY_DAYS - row.blockedDays;
    return { ...row, openDays, rate: ratio(row.bookedDays, openDays) };
  });
  const bookedDays = sum(occupancyRows, (row) => row.bookedDays);
  const openDays = sum(occupancyRows, (row) => row.openDays);
  const moveList = (kind: 'in' | 'out') => {
    const items = moves
      .filter((move) => move.kind === kind)
      .sort((a, b) => a.date.localeCompare(b.date) || a.reference.localeCompare(b.reference));
    return {
      count: items.length,
      items: items.slice(0, LIST_LIMIT).map(({ kind: _kind, ...item }) => item),
    };
  };
  // Business days, as the plan page counts them (shared businessDaysLeft).
  const daysLeft = state.paidUntil
    ? businessDaysLeft(state.paidUntil, now, getBusinessTimeZone())
    : 0;

  return {
    range,
    granularity: periods.granularity,
    today,
    owner: { approvalStatus: state.approvalStatus, rejectionReason: state.rejectionReason },
    earnings: {
      thisMonth: sum(earnings, (row) => row.thisMonth),
      allTime: sum(earnings, (row) => row.earned - row.reversed),
      series: fillSeries(periods, earnings, (period, row) => ({
        period,
        earned: row?.earned ?? 0,
        reversed: row?.reversed ?? 0,
        net: (row?.earned ?? 0) - (row?.reversed ?? 0),
      })),
    },
    bookings: { total: sum(statuses, (row) => row.count), byStatus: statusCounts(statuses) },
    moveIns: moveList('in'),
    moveOuts: moveList('out'),
    occupancy: {
      from: today,
      to: occupancyTo,
      bookedDays,
      openDays,
      rate: ratio(bookedDays, openDays),
      listings: occupancyRows,
    },
    listings: {
      total: sum(Object.values(listings), (value) => value),
      byStatus: listings,
      needingAction: needing,
    },
    plan:
      state.planName && state.paidUntil
        ? {
            name: state.planName,
            allowedProperties: state.allowedProperties ?? 0,
            usedProperties: state.usedProperties,
            endsAt: state.paidUntil.toISOString(),
            daysLeft,
          }
        : null,
    rent: { expected: { from: today, to: rentUntil, ...rent.expected }, overdue: rent.overdue },
    wallet: { balance: state.walletBalance, pending: state.pendingBalance },
    rating,
    unreadMessages: unread,
    lostDemand: ownerLostDemand(demand.groups, demand.totals, homes, window),
  };
};

/** Each booking's credits and reversals on the owner's wallet in the range (the CSV's rows). */
export const buildOwnerEarnings = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  ownerId: string,
  range: DashboardRange,
): Promise<OwnerEarningsResponse> => {
  const periods = seriesPeriods(range, deps.clock.now());
  const from = periods.bounds[0]!;
  const to = periods.bounds[periods.bounds.length - 1]!;
  const rows = await repo.earningsByBooking(deps.db, ownerId, from, to);
  return {
    data: rows.map((row) => ({
      ...row,
      status: row.status as BookingStatus,
      lastMovementAt: row.lastMovementAt.toISOString(),
    })),
    from: calendarDay(from),
    to: calendarDay(to),
  };
};
