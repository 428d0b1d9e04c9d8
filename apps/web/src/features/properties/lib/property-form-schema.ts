import type { z } from 'zod';
import type { PropertyDetail } from '@nestly/shared';
import { paiseToRupeesInput } from '../../../lib/format';
import type { propertyFormSchema } from '../api/schemas';

/*
 * The owner's property form, checked with `propertyFormSchema` (api/schemas.ts, loaded on the
 * form's first check): its values, as typed and as checked, and what fills it.
 */
export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormValues = z.output<typeof propertyFormSchema>;

/** Every field the form shows, for mapping the server's field errors. */
export const PROPERTY_FORM_FIELDS = [
  'title',
  'description',
  'type',
  'address',
  'city',
  'state',
  'country',
  'pincode',
  'latitude',
  'longitude',
  'bedrooms',
  'bathrooms',
  'area',
  'furnishing',
  'rent',
  'deposit',
  'minMonths',
  'maxMonths',
  'features',
  'photos',
] as const satisfies readonly (keyof PropertyFormInput)[];

export type PropertyFormField = (typeof PROPERTY_FORM_FIELDS)[number];

/** The server names photo problems `images` or `imageOrder`; the form has one Photos field. */
export const formFieldForServerField = (field: string): PropertyFormField | null => {
  const head = field.split('.')[0] ?? field;
  if (head === 'images' || head === 'imageOrder') return 'photos';
  return (PROPERTY_FORM_FIELDS as readonly string[]).includes(head)
    ? (head as PropertyFormField)
    : null;
};

export const emptyPropertyForm = (): PropertyFormInput => ({
  title: '',
  description: '',
  type: 'apartment',
  address: '',
  city: '',
  state: '',
  country: 'India',
  pincode: '',
  latitude: '',
  longitude: '',
  bedrooms: '1',
  bathrooms: '1',
  area: '',
  furnishing: 'semi',
  rent: '',
  deposit: '',
  minMonths: '1',
  maxMonths: '12',
  features: [],
  photos: [],
});

/** A stored listing as form values (paise back to rupees). */
export const propertyToForm = (property: PropertyDetail): PropertyFormInput => ({
  title: property.title,
  description: property.description,
  type: property.type,
  address: property.address,
  city: property.city,
  state: property.state,
  country: property.country,
  pincode: property.pincode,
  latitude: property.latitude === null ? '' : String(property.latitude),
  longitude: property.longitude === null ? '' : String(property.longitude),
  bedrooms: String(property.bedrooms),
  bathrooms: String(property.bathrooms),
  area: String(property.area),
  furnishing: property.furnishing,
  rent: paiseToRupeesInput(property.rent),
  deposit: paiseToRupeesInput(property.deposit),
  minMonths: String(property.minMonths),
  maxMonths: String(property.maxMonths),
  features: property.features.map((feature) => feature.id),
  photos: property.images.map((image) => ({
    kind: 'existing' as const,
    id: image.id,
    url: image.url,
    thumbUrl: image.thumbUrl,
  })),
});
