import { z } from 'zod';
import { furnishingSchema, propertyTypeSchema, rupeesToPaise } from '@nestly/shared';
import { todayIsoDate } from './today';
import type { PropertyFilters } from './property-filters';

const optionalRupees = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (Number.isFinite(Number(value)) && Number(value) >= 0), {
      error: `${label} must be a positive amount`,
    });

/** Checks the draft before it goes to the URL: a sane rent range and a move-in day not past. */
export const filterFormSchema = z
  .object({
    search: z.string().max(100, { error: 'Keep the search under 100 characters' }),
    city: z.string().max(100, { error: 'Keep the city under 100 characters' }),
    type: z.union([z.literal(''), propertyTypeSchema]),
    minRent: optionalRupees('Min rent'),
    maxRent: optionalRupees('Max rent'),
    bedrooms: z.string(),
    bathrooms: z.string(),
    furnishing: z.union([z.literal(''), furnishingSchema]),
    features: z.array(z.string()),
    moveInDate: z.string(),
    rentalPeriod: z.string(),
  })
  .superRefine((value, context) => {
    if (
      value.minRent !== '' &&
      value.maxRent !== '' &&
      Number(value.minRent) > Number(value.maxRent)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['maxRent'],
        message: 'Max rent must be at least the min rent',
      });
    }
    if (value.moveInDate !== '' && value.moveInDate < todayIsoDate()) {
      context.addIssue({
        code: 'custom',
        path: ['moveInDate'],
        message: 'Choose today or a later date',
      });
    }
  });

/** The filter panel's draft: what the inputs hold (rents in rupees, '' for "any"). */
export type FilterFormValues = z.infer<typeof filterFormSchema>;

const text = (value: number | string | undefined): string =>
  value === undefined ? '' : String(value);

/** URL filters → the panel's inputs (paise shown as rupees). */
export const filtersToFormValues = (filters: PropertyFilters): FilterFormValues => ({
  search: filters.search ?? '',
  city: filters.city ?? '',
  type: filters.type ?? '',
  minRent: filters.minRent === undefined ? '' : String(filters.minRent / 100),
  maxRent: filters.maxRent === undefined ? '' : String(filters.maxRent / 100),
  bedrooms: text(filters.bedrooms),
  bathrooms: text(filters.bathrooms),
  furnishing: filters.furnishing ?? '',
  features: [...filters.features],
  moveInDate: filters.moveInDate ?? '',
  rentalPeriod: text(filters.rentalPeriod),
});

const optionalNumber = (value: string): number | undefined =>
  value.trim() === '' ? undefined : Number(value);

/** The panel's checked inputs → filters, back on page 1 and keeping the chosen sort. */
export const formValuesToFilters = (
  values: FilterFormValues,
  { sort }: Pick<PropertyFilters, 'sort'>,
): PropertyFilters => {
  const minRent = optionalNumber(values.minRent);
  const maxRent = optionalNumber(values.maxRent);
  return {
    search: values.search.trim() || undefined,
    city: values.city.trim() || undefined,
    type: propertyTypeSchema.safeParse(values.type).data,
    minRent: minRent === undefined ? undefined : rupeesToPaise(minRent),
    maxRent: maxRent === undefined ? undefined : rupeesToPaise(maxRent),
    bedrooms: optionalNumber(values.bedrooms),
    bathrooms: optionalNumber(values.bathrooms),
    furnishing: furnishingSchema.safeParse(values.furnishing).data,
    features: [...new Set(values.features)],
    moveInDate: values.moveInDate || undefined,
    rentalPeriod: optionalNumber(values.rentalPeriod),
    sort,
    page: 1,
  };
};
