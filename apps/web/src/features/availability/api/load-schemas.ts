import { loadOnce } from '../../../lib/load-once';
import type * as schemas from './schemas';

/** The availability's schemas (schemas.ts), fetched once, when a request or a form first needs them. */
export const availabilitySchemas = loadOnce<typeof schemas>(() => import('./schemas'));
