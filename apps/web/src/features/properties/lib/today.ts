import { businessToday } from '../../../lib/business-day';

/** Today as YYYY-MM-DD on the marketplace's calendar (the earliest move-in the filters offer). */
export const todayIsoDate = (now: Date = new Date()): string => businessToday(now);
