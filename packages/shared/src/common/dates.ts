import { addMonths, formatISO, parseISO } from 'date-fns';

// Calendar-date helpers, kept apart from `isoDateSchema` (date.schemas.ts): the web draws with
// them, and a module that builds a Zod schema brings Zod into every page that imports any of its
// exports (Rollup cannot drop a `z.string()` call it does not know to be pure; issue 12).

/**
 * A local calendar day as `YYYY-MM-DD`. formatISO rather than format(date, 'yyyy-MM-dd'): format
 * brings date-fns's whole pattern engine and English locale (6.6 KiB gzipped) into every page
 * that shows a date, for a pattern that never changes.
 */
export const formatIsoDate = (date: Date): string => formatISO(date, { representation: 'date' });

/**
 * The day a stay of `months` whole months starting on `start` ends (exclusive: the move-out day).
 * Month ends clamp: 31 Jan + 1 month = 28 or 29 Feb (date-fns addMonths).
 */
export const addMonthsToDate = (start: string, months: number): string =>
  formatIsoDate(addMonths(parseISO(start), months));
