import type { Feature } from '@nestly/shared';
import { formatDay, formatInr, pluralize } from '../../../lib/format';
import { FURNISHING_LABELS, PROPERTY_TYPE_LABELS } from './labels';
import type { PropertyFilters } from './property-filters';

export interface Chip {
  key: string;
  label: string;
  remove: (filters: PropertyFilters) => PropertyFilters;
}

/** The applied filters as removable chips. */
export const chipsOf = (filters: PropertyFilters, features: Feature[]): Chip[] => {
  const chips: Chip[] = [];
  const add = (key: string, label: string, remove: Chip['remove']) =>
    chips.push({ key, label, remove });
  if (filters.search) add('search', `“${filters.search}”`, (f) => ({ ...f, search: undefined }));
  if (filters.city) add('city', filters.city, (f) => ({ ...f, city: undefined }));
  if (filters.type)
    add('type', PROPERTY_TYPE_LABELS[filters.type], (f) => ({ ...f, type: undefined }));
  if (filters.minRent !== undefined)
    add('minRent', `From ${formatInr(filters.minRent)}`, (f) => ({ ...f, minRent: undefined }));
  if (filters.maxRent !== undefined)
    add('maxRent', `Up to ${formatInr(filters.maxRent)}`, (f) => ({ ...f, maxRent: undefined }));
  if (filters.bedrooms !== undefined)
    add('bedrooms', `${filters.bedrooms}+ bed`, (f) => ({ ...f, bedrooms: undefined }));
  if (filters.bathrooms !== undefined)
    add('bathrooms', `${filters.bathrooms}+ bath`, (f) => ({ ...f, bathrooms: undefined }));
  if (filters.furnishing)
    add('furnishing', FURNISHING_LABELS[filters.furnishing], (f) => ({
      ...f,
      furnishing: undefined,
    }));
  for (const id of filters.features) {
    const name = features.find((feature) => feature.id === id)?.name ?? 'Amenity';
    add(`feature-${id}`, name, (f) => ({ ...f, features: f.features.filter((x) => x !== id) }));
  }
  if (filters.moveInDate)
    add('moveInDate', `From ${formatDay(filters.moveInDate)}`, (f) => ({
      ...f,
      moveInDate: undefined,
    }));
  if (filters.rentalPeriod !== undefined)
    add('rentalPeriod', pluralize(filters.rentalPeriod, 'month'), (f) => ({
      ...f,
      rentalPeriod: undefined,
    }));
  return chips;
};
