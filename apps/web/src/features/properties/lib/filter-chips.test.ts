import { describe, expect, it } from 'vitest';
import { formatInr } from '../../../lib/format';
import { makeFeature } from '../../../test/property-factory';
import { chipsOf } from './filter-chips';
import { EMPTY_FILTERS, type PropertyFilters } from './property-filters';

const wifi = makeFeature({ id: 'b1f0c2a4-9d3e-4c55-8a71-0f2e6d9c4b10', name: 'Wi-Fi' });

describe('chipsOf', () => {
  it('names each applied filter, the amenities by their names, in the panel’s order', () => {
    const filters: PropertyFilters = {
      ...EMPTY_FILTERS,
      search: 'sea view',
      city: 'Goa',
      minRent: 10_000,
      bedrooms: 2,
      features: [wifi.id, 'a2c0c2a4-9d3e-4c55-8a71-0f2e6d9c4b11'],
      rentalPeriod: 3,
    };
    expect(chipsOf(filters, [wifi]).map((chip) => chip.label)).toEqual([
      '“sea view”',
      'Goa',
      `From ${formatInr(10_000)}`,
      '2+ bed',
      'Wi-Fi',
      'Amenity', // an amenity no longer listed
      '3 months',
    ]);
  });

  it('removes its own filter alone', () => {
    const filters: PropertyFilters = { ...EMPTY_FILTERS, city: 'Goa', features: [wifi.id] };
    const [city, amenity] = chipsOf(filters, [wifi]);
    expect(city?.remove(filters)).toEqual({ ...filters, city: undefined });
    expect(amenity?.remove(filters)).toEqual({ ...filters, features: [] });
  });

  it('has no chips for no filters (the sort and the page are not filters)', () => {
    expect(chipsOf({ ...EMPTY_FILTERS, sort: 'rent_asc', page: 3 }, [wifi])).toEqual([]);
  });
});
