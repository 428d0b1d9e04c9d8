import { loadOnce } from '../../../lib/load-once';
import type * as schemas from './schemas';

/** The dashboards' schemas (schemas.ts), fetched once, when a request first needs them. */
export const dashboardSchemas = loadOnce<typeof schemas>(() => import('./schemas'));
