import { calendarDay, startOfCalendarDay } from './clock';

// Times of day in the marketplace's time zone (BUSINESS_TIME_ZONE) for work that runs on the
// calendar rather than on a beat: the daily reconciliation at 02:00, the weekly payouts on
// Mondays at 09:00 (decision 028). The recurring job runs on the scheduler's beat and asks for
// the latest such moment: it works once per moment, whatever the beat and however many processes.

const DAY_MS = 86_400_000;

/** The day before or after a YYYY-MM-DD day, as YYYY-MM-DD. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Monday = 1 … Sunday = 7 (ISO), of a YYYY-MM-DD day. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/**
 * `hours` past the business midnight of `day`. Counted from midnight, so on a day a zone with
 * daylight saving changes its clocks the moment is an hour off; the default zone (Asia/Kolkata)
 * has none.
 */
const atHour = (day: string, hours: number) =>
  new Date(startOfCalendarDay(day).getTime() + hours * 3_600_000);

/** The latest `hours`:00 in the business time zone at or before `now` (today's or yesterday's). */
export const latestDailyMoment = (now: Date, hours: number): Date => {
  const today = calendarDay(now);
  const moment = atHour(today, hours);
  return moment <= now ? moment : atHour(shiftDay(today, -1), hours);
};

/** The latest Monday `hours`:00 in the business time zone at or before `now`, and its day. */
export const latestMondayMoment = (now: Date, hours: number): { day: string; at: Date } => {
  const today = calendarDay(now);
  const monday = shiftDay(today, 1 - isoWeekday(today));
  const at = atHour(monday, hours);
  if (at <= now) return { day: monday, at };
  const previous = shiftDay(monday, -7);
  return { day: previous, at: atHour(previous, hours) };
};

/** The ISO week of a YYYY-MM-DD day, `2026-W48` (its year is the year of its Thursday). */
export const isoWeekOf = (day: string): string => {
  const thursday = shiftDay(day, 4 - isoWeekday(day));
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / DAY_MS + 1;
  return `${year}-W${String(Math.floor((dayOfYear - 1) / 7) + 1).padStart(2, '0')}`;
};
