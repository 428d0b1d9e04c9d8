import type { Furnishing, PropertySort, PropertyType } from '@nestly/shared';

// No Zod here: the search page draws with this module. Reading the URL with the shared schemas
// (parse-filters.ts) comes with them, on demand (load-search-schemas.ts; issue 12).

/** Homes per page of the search (the API allows up to 50). */
export const SEARCH_PAGE_SIZE = 12;

/**
 * The search's whole state. It lives in the URL with the API's own names and units (rents in
 * paise), so a link, a reload or back/forward shows the same results.
 */
export interface PropertyFilters {
  search?: string;
  city?: string;
  type?: PropertyType;
  /** Paise. */
  minRent?: number;
  /** Paise. */
  maxRent?: number;
  bedrooms?: number;
  bathrooms?: number;
  furnishing?: Furnishing;
  /** Feature ids; every one is required. */
  features: string[];
  /** YYYY-MM-DD */
  moveInDate?: string;
  /** Months. */
  rentalPeriod?: number;
  sort: PropertySort;
  page: number;
}

export const DEFAULT_SORT: PropertySort = 'newest';

export const EMPTY_FILTERS: PropertyFilters = { features: [], sort: DEFAULT_SORT, page: 1 };

/**
 * Filters → URL, in a fixed order, leaving out what is unset or default (newest, page 1), with
 * `features` as repeated keys.
 */
export const filtersToSearchParams = (filters: PropertyFilters): URLSearchParams => {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.append(key, String(value));
  };
  put('search', filters.search?.trim() || undefined);
  put('city', filters.city?.trim() || undefined);
  put('type', filters.type);
  put('minRent', filters.minRent);
  put('maxRent', filters.maxRent);
  put('bedrooms', filters.bedrooms);
  put('bathrooms', filters.bathrooms);
  put('furnishing', filters.furnishing);
  for (const id of filters.features) params.append('features', id);
  put('moveInDate', filters.moveInDate);
  put('rentalPeriod', filters.rentalPeriod);
  if (filters.sort !== DEFAULT_SORT) put('sort', filters.sort);
  if (filters.page > 1) put('page', filters.page);
  return params;
};

/** What GET /api/user/property/filtered receives: the URL's filters plus the page size. */
export const toSearchRequestParams = (filters: PropertyFilters): URLSearchParams => {
  const params = filtersToSearchParams(filters);
  params.set('sort', filters.sort);
  params.set('page', String(filters.page));
  params.set('limit', String(SEARCH_PAGE_SIZE));
  return params;
};

/** How many filters narrow the search (sort and page do not). */
export const countActiveFilters = (filters: PropertyFilters): number =>
  [
    filters.search,
    filters.city,
    filters.type,
    filters.minRent,
    filters.maxRent,
    filters.bedrooms,
    filters.bathrooms,
    filters.furnishing,
    filters.moveInDate,
    filters.rentalPeriod,
  ].filter((value) => value !== undefined).length + filters.features.length;
