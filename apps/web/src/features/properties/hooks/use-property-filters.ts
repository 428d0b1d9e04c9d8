import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLoaded } from '../../../lib/use-loaded';
import { searchSchemasModule } from '../lib/load-search-schemas';
import { filtersToSearchParams, type PropertyFilters } from '../lib/property-filters';

/**
 * The search's filters, read from and written to the URL. Each change is a new history entry,
 * so back and forward step through searches, and a copied link opens the same results.
 * `filters` is undefined until the schemas that read the URL have loaded (the search screen asks
 * for them as its module runs, at startup for the page being opened).
 */
export const usePropertyFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const schemas = useLoaded(searchSchemasModule, { whenFailed: 'throw' });
  const filters = useMemo(() => schemas?.parseFilters(searchParams), [schemas, searchParams]);
  const setFilters = useCallback(
    (next: PropertyFilters) => setSearchParams(filtersToSearchParams(next)),
    [setSearchParams],
  );
  return { filters, setFilters, urlKey: searchParams.toString() };
};
