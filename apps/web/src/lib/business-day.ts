import { DEFAULT_BUSINESS_TIME_ZONE, businessDayOf } from '@nestly/shared';

/**
 * The marketplace's time zone (PRODUCT.md, Booking): the web counts days ("today", the earliest
 * move-in, plan days) in the same zone as the server, not the browser's. The web takes the
 * shared default (Asia/Kolkata): `GET /api/config` does not carry the zone, so a server started
 * with another BUSINESS_TIME_ZONE needs the web built with the same constant (README).
 */
export const BUSINESS_TIME_ZONE = DEFAULT_BUSINESS_TIME_ZONE;

/** Today on the marketplace's calendar, YYYY-MM-DD (at 00:10 IST, India's new day). */
export const businessToday = (now: Date = new Date()): string =>
  businessDayOf(now, BUSINESS_TIME_ZONE);
