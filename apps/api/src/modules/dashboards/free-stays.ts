/**
 * When a home is free (lost demand's "dates taken"), in whole-number days so the comparison of
 * thousands of search groups with an owner's homes does no date parsing.
 */

/** A listed home as lost demand compares it with searches: its terms and reservations. */
export interface HomeTerms {
  propertyId: string;
  title: string;
  city: string;
  cityKey: string;
  rent: number;
  minMonths: number;
  maxMonths: number;
  /** Active reservations (bookings and owner blocks) as [from, to) calendar days. */
  reservations: { from: string; to: string }[];
}

/** Calendar days as whole numbers (days since 1970-01-01), so the checks below do no parsing. */
const dayNumber = (year: number, month: number, day: number) =>
  Date.UTC(year, month, day) / 86_400_000;
const parseDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return dayNumber(year!, month! - 1, date!);
};
/** `start` plus whole months, month ends clamped (31 Jan + 1 = 28/29 Feb), as addMonthsToDate. */
const addMonthsToDay = (start: number, months: number) => {
  const date = new Date(start * 86_400_000);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayNumber(year, month, Math.min(date.getUTCDate(), lastDay));
};

export interface DayRange {
  from: number;
  to: number;
}
const rangesOf = new WeakMap<HomeTerms, DayRange[]>();
export const dayRanges = (home: HomeTerms) => {
  let ranges = rangesOf.get(home);
  if (!ranges) {
    ranges = home.reservations.map((r) => ({ from: parseDay(r.from), to: parseDay(r.to) }));
    rangesOf.set(home, ranges);
  }
  return ranges;
};

/** `YYYY-MM` → year × 12 + month (0-based); -1 for none. */
export const monthIndexOf = (month: string) =>
  month === '' ? -1 : Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The whole months from day `start` until day `bound` (addMonthsToDay(start, m) <= bound). */
const monthsUntil = (start: number, bound: number) => {
  const from = new Date(start * 86_400_000);
  const to = new Date(bound * 86_400_000);
  let months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  if (addMonthsToDay(start, months) > bound) months -= 1;
  return Math.max(0, months);
};

/** The longest stay (whole months) free from `start`: 0 inside a reservation. */
const longestStayFrom = (ranges: DayRange[], start: number) => {
  let bound = Number.POSITIVE_INFINITY;
  for (const range of ranges) {
    if (range.from <= start && start < range.to) return 0;
    if (range.from >= start && range.from < bound) bound = range.from;
  }
  return bound === Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : monthsUntil(start, bound);
};

/**
 * The longest stay that can start on some day of the month. A free stay can only begin on the
 * month's first day or the day a reservation ends, so those are the only starts to try.
 */
export const longestStayInMonth = (ranges: DayRange[], monthIndex: number) => {
  const year = Math.floor(monthIndex / 12);
  const first = dayNumber(year, monthIndex % 12, 1);
  const next = dayNumber(year, (monthIndex % 12) + 1, 1);
  let longest = longestStayFrom(ranges, first);
  for (const range of ranges) {
    if (range.to > first && range.to < next) {
      longest = Math.max(longest, longestStayFrom(ranges, range.to));
    }
  }
  return longest;
};

/**
 * True when no move-in day of `month` gives a free stay of `months`: the home is taken for that
 * search whatever day of the month it asked for. Only the month is kept, so this errs towards
 * "free" and never blames the dates wrongly. The candidate starts are the month's first day and
 * each reservation's end inside the month (a free stay can only begin at one of those).
 */
export const isTakenAllMonth = (home: HomeTerms, month: string, months: number) =>
  longestStayInMonth(dayRanges(home), monthIndexOf(month)) < months;
