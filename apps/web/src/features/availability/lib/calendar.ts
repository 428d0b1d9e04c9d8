import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { formatIsoDate, type TakenRange } from '@nestly/shared';

/** Weeks start on Sunday, as on most Indian wall calendars. */
export const WEEK_STARTS_ON = 0;

/** `2027-03` → the first day of that month, `YYYY-MM-DD`. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

export const shiftDays = (day: string, days: number): string =>
  formatIsoDate(addDays(parseISO(day), days));

/** The same day of another month, clamped at month ends (31 Jan + 1 month = 28/29 Feb). */
export const shiftMonths = (day: string, months: number): string =>
  formatIsoDate(addMonths(parseISO(day), months));

export const startOfWeekOf = (day: string): string =>
  formatIsoDate(startOfWeek(parseISO(day), { weekStartsOn: WEEK_STARTS_ON }));

export const endOfWeekOf = (day: string): string =>
  formatIsoDate(endOfWeek(parseISO(day), { weekStartsOn: WEEK_STARTS_ON }));

/**
 * The month's days in weeks of seven, Sunday first; days of the neighbouring months that fill
 * the first and last week are null (they are drawn empty).
 */
export const monthWeeks = (month: string): (string | null)[][] => {
  const first = startOfMonth(parseISO(month));
  const days = eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn: WEEK_STARTS_ON }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn: WEEK_STARTS_ON }),
  }).map((date) => (date.getMonth() === first.getMonth() ? formatIsoDate(date) : null));
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
};

/** `March 2027` */
export const monthTitle = (month: string): string => format(parseISO(month), 'MMMM yyyy');

/** `Monday, 15 March 2027`: what a screen reader says for a day button. */
export const spokenDay = (day: string): string => format(parseISO(day), 'EEEE, d MMMM yyyy');

/** Sunday first: `[{ short: 'Su', long: 'Sunday' }, …]`. */
export const weekdayNames = (): { short: string; long: string }[] => {
  const sunday = startOfWeek(new Date(2027, 0, 3), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(sunday, index);
    return { short: format(date, 'EEEEEE'), long: format(date, 'EEEE') };
  });
};

/** What holds a day, if anything: ranges are [start, end), so `end` itself is free. */
export const takenKindOn = (day: string, taken: readonly TakenRange[]): TakenRange['kind'] | null =>
  taken.find((range) => range.start <= day && day < range.end)?.kind ?? null;
