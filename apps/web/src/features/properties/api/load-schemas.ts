import { loadOnce } from '../../../lib/load-once';
import type * as schemas from './schemas';

/** The listings' schemas (schemas.ts), fetched once, when a request or a form first needs them. */
export const propertySchemas = loadOnce<typeof schemas>(() => import('./schemas'));
