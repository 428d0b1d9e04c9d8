import { loadOnce } from '../../../lib/load-once';
import type * as schemas from './schemas';

export type BookingSchemas = typeof schemas;

/** The bookings' schemas (schemas.ts), fetched once, when a request first needs them. */
export const bookingSchemas = loadOnce<BookingSchemas>(() => import('./schemas'));
