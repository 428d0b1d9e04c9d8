import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToSearchParams, parseFilters, type PropertyFilters } from '../lib/property-filters';

/**
 * The search's filters, read from and written to the URL. Each change is a new history entry,
 * so back and forward step through searches, and a copied link opens the same results.
 */
export const usePropertyFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: PropertyFilters) => setSearchParams(filtersToSearchParams(next)),
    [setSearchParams],
  );
  return { filters, setFilters, urlKey: searchParams.toString() };
};
