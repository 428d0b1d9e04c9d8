import { loadOnce } from '../../../lib/load-once';
import type * as schemas from './schemas';

/** The test checkout's schemas (schemas.ts), fetched once, when a request first needs them. */
export const paymentSchemas = loadOnce<typeof schemas>(() => import('./schemas'));
