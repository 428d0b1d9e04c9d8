import type * as searchSchemas from './search-schemas';

export type SearchSchemas = typeof searchSchemas;

let loaded: SearchSchemas | undefined;
let loading: Promise<SearchSchemas> | undefined;

/** The search's schemas (and Zod with them), downloaded once for every caller. */
export const loadSearchSchemas = (): Promise<SearchSchemas> =>
  (loading ??= import('./search-schemas').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined; // a later call tries again
      throw error;
    },
  ));

/** The schemas if they are already here, so a render can use them without waiting a tick. */
export const loadedSearchSchemas = (): SearchSchemas | undefined => loaded;
