import { TZDate } from '@date-fns/tz';

// Apart from ./business-day.ts: only this needs a zone library (TZDate, 1.8 KiB gzipped), and
// Rollup keeps a module's imports for every page that uses any of its exports. A page that only
// asks for "today" (a property's move-in picker) does not carry it.

/** The instant business day `day` starts (its midnight in the business zone), as a plain Date. */
export const startOfBusinessDay = (day: string, timeZone: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime());
};
