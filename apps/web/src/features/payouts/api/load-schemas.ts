import { loadOnce } from '../../../lib/load-once';
import type * as schemas from './schemas';

/** The payouts' schemas (schemas.ts), fetched once, when a request or a form first needs them. */
export const payoutSchemas = loadOnce<typeof schemas>(() => import('./schemas'));
