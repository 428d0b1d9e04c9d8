import { loadOnce } from '../../../lib/load-once';
import type * as schemas from './schemas';

export type ChatSchemas = typeof schemas;

/** The chat's schemas (schemas.ts), fetched once, when a request or a live event first needs them. */
export const chatSchemas = loadOnce<ChatSchemas>(() => import('./schemas'));
