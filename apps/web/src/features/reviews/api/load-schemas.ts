import { loadOnce } from '../../../lib/load-once';
import type * as schemas from './schemas';

/** The reviews' schemas (schemas.ts), fetched once, when a request first needs them. */
export const reviewSchemas = loadOnce<typeof schemas>(() => import('./schemas'));
