/** Time is a collaborator so tests can move it (expiring codes, stays that end). */
export interface Clock {
  now: () => Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The product's calendar day at `instant`, as YYYY-MM-DD. The rule: a day turns at midnight UTC,
 * whatever time zone the server process runs in (`TZ`), so two servers always agree on "today"
 * (a stay may start today, it completes on its end date, a review opens on the move-in day).
 * Not `formatIsoDate`, which formats in the process's own zone (right in a browser, not here).
 */
export const calendarDay = (instant: Date): string => instant.toISOString().slice(0, 10);

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
