import { DEFAULT_BUSINESS_TIME_ZONE, businessDayOf, startOfBusinessDay } from '@nestly/shared';

/** Time is a collaborator so tests can move it (expiring codes, stays that end). */
export interface Clock {
  now: () => Date;
}

export const systemClock: Clock = { now: () => new Date() };

let businessTimeZone: string = DEFAULT_BUSINESS_TIME_ZONE;

/**
 * The marketplace's time zone (PRODUCT.md, Booking: `BUSINESS_TIME_ZONE`, Asia/Kolkata by
 * default). Set once at start from the configuration (buildApp); one process serves one
 * marketplace, so it is process-wide like the configuration it comes from.
 */
export const setBusinessTimeZone = (timeZone: string) => {
  businessTimeZone = timeZone;
};
export const getBusinessTimeZone = () => businessTimeZone;

/**
 * The product's calendar day at `instant`, as YYYY-MM-DD. The rule: a day turns at midnight in the
 * business time zone (00:00 IST by default), whatever time zone the server process runs in (`TZ`),
 * so every server and every browser agree on "today" (a stay may start today, it completes on its
 * end date, a review opens on the move-in day). Not `formatIsoDate`, which formats in the
 * process's own zone (right in a browser, not here).
 */
export const calendarDay = (instant: Date): string => businessDayOf(instant, businessTimeZone);

/** The instant the business day `day` (YYYY-MM-DD) starts: its midnight in the business zone. */
export const startOfCalendarDay = (day: string): Date => startOfBusinessDay(day, businessTimeZone);

/** A clock tests can set and advance. */
export const createTestClock = (start = new Date()) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date: Date) => {
      current = date.getTime();
    },
    advance: (milliseconds: number) => {
      current += milliseconds;
    },
  };
};
export type TestClock = ReturnType<typeof createTestClock>;

/** The system clock moved by an offset (test controls only: the end-to-end server). */
export const createOffsetClock = (base: Clock = systemClock) => {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    setOffset: (milliseconds: number) => {
      offset = milliseconds;
    },
  };
};
export type OffsetClock = ReturnType<typeof createOffsetClock>;
