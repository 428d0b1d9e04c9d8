import { BOOKING_STATUSES, LOST_DEMAND_WINDOW_DAYS, type BookingStatus } from '@nestly/shared';
import { addDaysToDay } from './periods';

/** Small pure helpers both dashboards share. */
export const ratio = (numerator: number, denominator: number) =>
  denominator > 0 ? Math.round((numerator / denominator) * 10_000) / 10_000 : null;

export const sum = <T>(rows: T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

/** Every booking status with its count, zero included. */
export const statusCounts = (rows: { status: string; count: number }[]) => {
  const counts = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<
    BookingStatus,
    number
  >;
  for (const row of rows) counts[row.status as BookingStatus] += row.count;
  return counts;
};

/** The lost-demand window: the last LOST_DEMAND_WINDOW_DAYS days, today included. */
export const lostDemandWindow = (today: string) => ({
  days: LOST_DEMAND_WINDOW_DAYS,
  since: addDaysToDay(today, -(LOST_DEMAND_WINDOW_DAYS - 1)),
});
