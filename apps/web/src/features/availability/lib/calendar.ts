import { addDays, addMonths, format, parseISO } from 'date-fns';
import { formatIsoDate, type TakenRange } from '@nestly/shared';

/** `2027-03` → the first day of that month, `YYYY-MM-DD`. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

export const shiftDays = (day: string, days: number): string =>
  formatIsoDate(addDays(parseISO(day), days));

/** The same day of another month, clamped at month ends (31 Jan + 1 month = 28/29 Feb). */
export const shiftMonths = (day: string, months: number): string =>
  formatIsoDate(addMonths(parseISO(day), months));

/** `March 2027` */
export const monthTitle = (month: string): string => format(parseISO(month), 'MMMM yyyy');

/** What holds a day, if anything: ranges are [start, end), so `end` itself is free. */
export const takenKindOn = (day: string, taken: readonly TakenRange[]): TakenRange['kind'] | null =>
  taken.find((range) => range.start <= day && day < range.end)?.kind ?? null;
