import { loadOnce } from '../../../lib/load-once';
import type * as schemas from './schemas';

/** The wallet's schemas (schemas.ts), fetched once, when a request or a form first needs them. */
export const walletSchemas = loadOnce<typeof schemas>(() => import('./schemas'));
