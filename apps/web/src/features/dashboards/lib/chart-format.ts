import type { SeriesGranularity } from '@nestly/shared';

const dayFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const monthFormatter = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric' });
const shortMonthFormatter = new Intl.DateTimeFormat('en-IN', { month: 'short' });

const localDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
};

/** A series bucket's name in a table or tooltip: `12 Feb`, `Week of 11 Nov`, `Feb 2031`. */
export const formatPeriod = (period: string, granularity: SeriesGranularity): string => {
  const date = localDay(period);
  if (granularity === 'month') return monthFormatter.format(date);
  if (granularity === 'week') return `Week of ${dayFormatter.format(date)}`;
  return dayFormatter.format(date);
};

/** The same, short enough for an axis tick: `12 Feb`, `11 Nov`, `Feb`. */
export const formatPeriodTick = (period: string, granularity: SeriesGranularity): string =>
  granularity === 'month'
    ? shortMonthFormatter.format(localDay(period))
    : dayFormatter.format(localDay(period));

/** A rate (0–1) as `35 %`, `16.5 %`; `—` when there is nothing to divide by. */
export const formatRate = (rate: number | null): string => {
  if (rate === null) return '—';
  const percent = Math.round(rate * 1000) / 10;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)} %`;
};

/** `2031-03` → `Mar 2031`. */
export const formatMonthKey = (month: string): string =>
  monthFormatter.format(localDay(`${month}-01`));
