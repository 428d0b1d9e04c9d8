import { z } from 'zod';
import { propertyFilterQuerySchema } from '@nestly/shared';
// Types only from property-filters: a value imported from there would tie this module's chunk to
// the search page's, which loads it.
import type { PropertyFilters } from './property-filters';

const shape = propertyFilterQuerySchema.shape;
const uuid = z.uuid();

/** One value through its API schema; anything it refuses is dropped, not fatal. */
const pick = <Output>(schema: z.ZodType<Output>, value: string | null): Output | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};

/** URL → filters. Unknown or malformed values are ignored, so a hand-edited link still works. */
export const parseFilters = (params: URLSearchParams): PropertyFilters => {
  const features = [
    ...new Set(params.getAll('features').filter((id) => uuid.safeParse(id).success)),
  ];
  return {
    search: pick(shape.search, params.get('search')),
    city: pick(shape.city, params.get('city')),
    type: pick(shape.type, params.get('type')),
    minRent: pick(shape.minRent, params.get('minRent')),
    maxRent: pick(shape.maxRent, params.get('maxRent')),
    bedrooms: pick(shape.bedrooms, params.get('bedrooms')),
    bathrooms: pick(shape.bathrooms, params.get('bathrooms')),
    furnishing: pick(shape.furnishing, params.get('furnishing')),
    features,
    moveInDate: pick(shape.moveInDate, params.get('moveInDate')),
    rentalPeriod: pick(shape.rentalPeriod, params.get('rentalPeriod')),
    // Absent or refused: the API's own defaults (newest, page 1).
    sort: pick(shape.sort, params.get('sort')) ?? shape.sort.parse(undefined),
    page: pick(shape.page, params.get('page')) ?? shape.page.parse(undefined),
  };
};
