/** Time is a collaborator so tests can move it (expiring codes, stays that end). */
export interface Clock {
  now: () => Date;
}

export const systemClock: Clock = { now: () => new Date() };

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
