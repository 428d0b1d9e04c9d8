import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';

/**
 * Days of the marketplace (move-in, "today", due dates, deadlines) are counted in one time zone,
 * the business's, whatever zone a server or a browser runs in (PRODUCT.md, Booking:
 * `BUSINESS_TIME_ZONE`, `Asia/Kolkata` by default). Calendar days travel as `YYYY-MM-DD` strings;
 * only turning an instant into a day, or a day into the instant it starts, needs the zone.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** One formatter per zone: making an Intl.DateTimeFormat is the costly part. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/**
 * The business day `instant` falls on, as `YYYY-MM-DD` (at 00:10 IST, India's new day). Read
 * with the platform's own time zone data (Intl) rather than a TZDate: the search's filters ask for
 * "today" on their first draw, and this keeps the zone library out of that page's first load.
 */
export const businessDayOf = (instant: Date, timeZone: string): string => {
  const parts = dayFormatterOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** `day` moved by `days` calendar days (back when negative); no time zone can shift it. */
export const addDaysToDate = (day: string, days: number): string =>
  formatISO(addDays(parseISO(day), days), { representation: 'date' });

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetweenDates = (from: string, to: string): number =>
  differenceInCalendarDays(parseISO(to), parseISO(from));

/**
 * Days left of something that ends at `endsAt` (a plan): whole business days from today to the
 * day it ends on, so 0 on its last (part) day ("ends today") and after it has ended. The server
 * and every page count it alike, in the business time zone.
 */
export const businessDaysLeft = (endsAt: Date, now: Date, timeZone: string): number =>
  endsAt.getTime() <= now.getTime()
    ? 0
    : Math.max(0, daysBetweenDates(businessDayOf(now, timeZone), businessDayOf(endsAt, timeZone)));
