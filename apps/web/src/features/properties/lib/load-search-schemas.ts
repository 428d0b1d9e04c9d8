import { loadOnce } from '../../../lib/load-once';
import type * as searchSchemas from './search-schemas';

export type SearchSchemas = typeof searchSchemas;

export const searchSchemasModule = loadOnce<SearchSchemas>(() => import('./search-schemas'));

/** The search's schemas (and Zod with them), downloaded once for every caller. */
export const loadSearchSchemas = searchSchemasModule.load;

/** The schemas if they are already here, so a render can use them without waiting a tick. */
export const loadedSearchSchemas = searchSchemasModule.loaded;
