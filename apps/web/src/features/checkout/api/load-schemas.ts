import { loadOnce } from '../../../lib/load-once';
import type * as schemas from './schemas';

/** The checkout's schemas (schemas.ts), fetched once, when a request first needs them. */
export const checkoutSchemas = loadOnce<typeof schemas>(() => import('./schemas'));
