import { formatIsoDate } from '@nestly/shared';

/** Today as YYYY-MM-DD in the person's own time zone (the earliest move-in the filters offer). */
export const todayIsoDate = (now: Date = new Date()): string => formatIsoDate(now);
