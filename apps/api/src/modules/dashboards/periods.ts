import {
  addDays,
  addMonths,
  addWeeks,
  startOfDay,
  startOfMonth,
  startOfWeek,
  subDays,
  subMonths,
} from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { UTCDate } from '@date-fns/utc';
import { SERIES_GRANULARITY, formatIsoDate, type DashboardRange } from '@nestly/shared';
import { getBusinessTimeZone } from '../../lib/clock';

/**
 * The buckets of a dashboard series, in the product's calendar: days of the business time zone
 * (BUSINESS_TIME_ZONE, Asia/Kolkata by default), the same ones "today" is read in everywhere else
 * (lib/clock calendarDay), whatever the server's time zone: 30 days by day, 90 days by week (weeks
 * start on Monday), 12 months by month. A month starts at its first day's midnight in that zone.
 * `bounds` are the buckets' starts followed by the end of the last one, ready for SQL's
 * `width_bucket(created_at, bounds)` (bucket n counts [bounds[n-1], bounds[n])).
 */
export interface SeriesPeriods {
  range: DashboardRange;
  granularity: (typeof SERIES_GRANULARITY)[DashboardRange];
  /** Each bucket's first day, YYYY-MM-DD. */
  labels: string[];
  bounds: Date[];
  /** The calendar month to date: [start, end). */
  month: { start: Date; end: Date };
  today: string;
}

export const seriesPeriods = (
  range: DashboardRange,
  now: Date,
  timeZone: string = getBusinessTimeZone(),
): SeriesPeriods => {
  const granularity = SERIES_GRANULARITY[range];
  // date-fns does its calendar arithmetic in the time zone of the date it is given.
  const today = startOfDay(new TZDate(now.getTime(), timeZone));
  let first: Date;
  let next: (date: Date, steps: number) => Date;
  let count: number;
  if (granularity === 'day') {
    first = subDays(today, 29);
    next = addDays;
    count = 30;
  } else if (granularity === 'week') {
    first = startOfWeek(subDays(today, 89), { weekStartsOn: 1 });
    next = addWeeks;
    const lastWeek = startOfWeek(today, { weekStartsOn: 1 });
    count = Math.round((lastWeek.getTime() - first.getTime()) / (7 * 86_400_000)) + 1;
  } else {
    first = subMonths(startOfMonth(today), 11);
    next = addMonths;
    count = 12;
  }
  const starts = Array.from({ length: count + 1 }, (_, index) => next(first, index));
  /** Plain instants for SQL; the labels are read while still on the business calendar. */
  const instant = (date: Date) => new Date(date.getTime());
  return {
    range,
    granularity,
    labels: starts.slice(0, -1).map((start) => formatIsoDate(start)),
    bounds: starts.map(instant),
    month: { start: instant(startOfMonth(today)), end: instant(addMonths(startOfMonth(today), 1)) },
    today: formatIsoDate(today),
  };
};

/** The business-zone midnight that starts `instant`'s day on the product's calendar. */
export const startOfBusinessDayAt = (instant: Date, timeZone: string = getBusinessTimeZone()) =>
  new Date(startOfDay(new TZDate(instant.getTime(), timeZone)).getTime());

/** A business-zone midnight `days` calendar days later (earlier when negative), as a plain Date. */
export const addBusinessDays = (
  midnight: Date,
  days: number,
  timeZone: string = getBusinessTimeZone(),
): Date => new Date(addDays(new TZDate(midnight.getTime(), timeZone), days).getTime());

/** Places per-bucket rows (`bucket` 1…n from width_bucket) into a full, zero-filled series. */
export const fillSeries = <Row extends { bucket: number }, Point>(
  periods: SeriesPeriods,
  rows: Row[],
  toPoint: (period: string, row: Row | undefined) => Point,
): Point[] => {
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  return periods.labels.map((label, index) => toPoint(label, byBucket.get(index + 1)));
};

/** The calendar day `days` after `day` (YYYY-MM-DD), without time zones in the way. */
export const addDaysToDay = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number);
  return formatIsoDate(addDays(new UTCDate(year!, month! - 1, date!), days));
};
