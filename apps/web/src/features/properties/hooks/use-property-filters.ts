import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  loadSearchSchemas,
  loadedSearchSchemas,
  type SearchSchemas,
} from '../lib/load-search-schemas';
import { filtersToSearchParams, type PropertyFilters } from '../lib/property-filters';

/** The search's schemas once they are here; a failed download reaches the route's error page. */
const useSearchSchemas = (): SearchSchemas | undefined => {
  const [state, setState] = useState<{ schemas?: SearchSchemas; error?: unknown }>(() => ({
    schemas: loadedSearchSchemas(),
  }));
  useEffect(() => {
    if (state.schemas || state.error) return;
    let isCurrent = true;
    loadSearchSchemas().then(
      (schemas) => isCurrent && setState({ schemas }),
      (error: unknown) => isCurrent && setState({ error: error ?? new Error('Not loaded') }),
    );
    return () => {
      isCurrent = false;
    };
  }, [state]);
  if (state.error) throw state.error;
  return state.schemas;
};

/**
 * The search's filters, read from and written to the URL. Each change is a new history entry,
 * so back and forward step through searches, and a copied link opens the same results.
 * `filters` is undefined until the schemas that read the URL have loaded (the search screen asks
 * for them as its module runs, at startup for the page being opened).
 */
export const usePropertyFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const schemas = useSearchSchemas();
  const filters = useMemo(() => schemas?.parseFilters(searchParams), [schemas, searchParams]);
  const setFilters = useCallback(
    (next: PropertyFilters) => setSearchParams(filtersToSearchParams(next)),
    [setSearchParams],
  );
  return { filters, setFilters, urlKey: searchParams.toString() };
};
