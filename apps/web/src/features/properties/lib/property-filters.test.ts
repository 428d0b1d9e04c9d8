import { describe, expect, it } from 'vitest';
import { FEATURE_PARKING, FEATURE_WIFI } from '../../../test/property-factory';
import { filtersToFormValues, formValuesToFilters } from './filter-form';
import {
  EMPTY_FILTERS,
  countActiveFilters,
  filtersToSearchParams,
  toSearchRequestParams,
  type PropertyFilters,
} from './property-filters';
import { parseFilters } from './parse-filters';

const everything: PropertyFilters = {
  search: 'sea view',
  city: 'Kochi',
  type: 'apartment',
  minRent: 1_000_000,
  maxRent: 3_000_000,
  bedrooms: 2,
  bathrooms: 1,
  furnishing: 'semi',
  features: [FEATURE_WIFI, FEATURE_PARKING],
  moveInDate: '2027-01-31',
  rentalPeriod: 3,
  sort: 'rent_asc',
  page: 2,
};

describe('property filters in the URL', () => {
  it('round-trips every filter, with features as repeated keys', () => {
    const params = filtersToSearchParams(everything);
    expect(params.getAll('features')).toEqual([FEATURE_WIFI, FEATURE_PARKING]);
    expect(params.toString()).toBe(
      `search=sea+view&city=Kochi&type=apartment&minRent=1000000&maxRent=3000000&bedrooms=2` +
        `&bathrooms=1&furnishing=semi&features=${FEATURE_WIFI}&features=${FEATURE_PARKING}` +
        `&moveInDate=2027-01-31&rentalPeriod=3&sort=rent_asc&page=2`,
    );
    expect(parseFilters(new URLSearchParams(params.toString()))).toEqual(everything);
  });

  it('leaves defaults out of the URL and reads an empty URL as no filters', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
    expect(parseFilters(new URLSearchParams(''))).toEqual({
      ...EMPTY_FILTERS,
      search: undefined,
      city: undefined,
      type: undefined,
      minRent: undefined,
      maxRent: undefined,
      bedrooms: undefined,
      bathrooms: undefined,
      furnishing: undefined,
      moveInDate: undefined,
      rentalPeriod: undefined,
    });
  });

  it('ignores malformed values instead of failing the whole search', () => {
    const filters = parseFilters(
      new URLSearchParams(
        `type=castle&minRent=cheap&bedrooms=&features=not-a-uuid&features=${FEATURE_WIFI}` +
          `&features=${FEATURE_WIFI}&moveInDate=2027-02-30&sort=random&page=0&search=%20%20`,
      ),
    );
    expect(filters).toMatchObject({
      type: undefined,
      minRent: undefined,
      bedrooms: undefined,
      features: [FEATURE_WIFI],
      moveInDate: undefined,
      sort: 'newest',
      page: 1,
      search: undefined,
    });
  });

  it('asks the API for the sort, page and page size as well', () => {
    const params = toSearchRequestParams({ ...EMPTY_FILTERS, city: 'Pune' });
    expect(params.toString()).toBe('city=Pune&sort=newest&page=1&limit=12');
  });

  it('counts the filters that narrow the search', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(countActiveFilters(everything)).toBe(12);
  });
});

describe('filter panel values', () => {
  it('shows rents in rupees and sends them back in paise', () => {
    const values = filtersToFormValues(everything);
    expect(values).toMatchObject({ minRent: '10000', maxRent: '30000', bedrooms: '2' });
    expect(formValuesToFilters(values, { sort: 'rent_asc' })).toEqual({ ...everything, page: 1 });
  });

  it('turns empty inputs into unset filters', () => {
    const values = filtersToFormValues(EMPTY_FILTERS);
    expect(
      formValuesToFilters({ ...values, maxRent: '25000.5', city: '  Goa ' }, { sort: 'newest' }),
    ).toEqual({
      ...EMPTY_FILTERS,
      city: 'Goa',
      maxRent: 2_500_050,
      search: undefined,
      type: undefined,
      minRent: undefined,
      bedrooms: undefined,
      bathrooms: undefined,
      furnishing: undefined,
      moveInDate: undefined,
      rentalPeriod: undefined,
    });
  });
});
