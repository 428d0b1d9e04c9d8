import { rupeesToPaise, type CreatePropertyInput } from '@nestly/shared';
import type { PhotoItem } from './photo-item';
import type { PropertyFormValues } from './property-form-schema';

/** The property's fields as the API names them, in paise. */
export type PropertyFields = CreatePropertyInput;

/** Form values → API fields: rupees become paise; the photos travel apart. */
export const toPropertyFields = ({
  photos: _photos,
  ...values
}: PropertyFormValues): PropertyFields => ({
  ...values,
  rent: rupeesToPaise(values.rent),
  deposit: rupeesToPaise(values.deposit),
});

const SCALAR_FIELDS = [
  'title',
  'description',
  'type',
  'address',
  'city',
  'state',
  'country',
  'pincode',
  'bedrooms',
  'bathrooms',
  'area',
  'furnishing',
  'rent',
  'deposit',
  'minMonths',
  'maxMonths',
] as const satisfies readonly (keyof PropertyFields)[];

/**
 * The text part of a multipart property form. `features` is one key per id; an edit that
 * clears them sends one empty `features` (the server reads that as "none"), while a create
 * simply leaves the key out. Empty coordinates are left out on create and sent empty on edit.
 */
const appendFields = (form: FormData, fields: PropertyFields, mode: 'create' | 'update') => {
  for (const key of SCALAR_FIELDS) form.append(key, String(fields[key]));
  for (const key of ['latitude', 'longitude'] as const) {
    const value = fields[key];
    if (value !== null && value !== undefined) form.append(key, String(value));
    else if (mode === 'update') form.append(key, '');
  }
  for (const id of fields.features) form.append('features', id);
  if (fields.features.length === 0 && mode === 'update') form.append('features', '');
};

/** POST /api/owner/add-property: every field, then the photos under `images` in gallery order. */
export const buildAddPropertyFormData = (fields: PropertyFields, photos: File[]): FormData => {
  const form = new FormData();
  appendFields(form, fields, 'create');
  for (const file of photos) form.append('images', file, file.name);
  return form;
};

export type UpdatePropertyBody = FormData | PropertyFields;

/** True when the gallery is exactly the stored photos in their stored order. */
export const isGalleryUnchanged = (photos: PhotoItem[], storedImageIds: string[]): boolean =>
  photos.length === storedImageIds.length &&
  photos.every((photo, index) => photo.kind === 'existing' && photo.id === storedImageIds[index]);

/**
 * PATCH /api/owner/property/update/{id}. Unchanged photos: plain JSON of the fields. Changed
 * photos: multipart with the fields, the new files under `images`, and `imageOrder` listing the
 * final gallery, each entry a stored image id or `new-N` for the N-th uploaded file.
 */
export const buildUpdatePropertyBody = (
  fields: PropertyFields,
  photos: PhotoItem[],
  storedImageIds: string[],
): UpdatePropertyBody => {
  if (isGalleryUnchanged(photos, storedImageIds)) {
    return { ...fields, latitude: fields.latitude ?? null, longitude: fields.longitude ?? null };
  }
  const form = new FormData();
  appendFields(form, fields, 'update');
  let uploaded = 0;
  const order: string[] = [];
  for (const photo of photos) {
    if (photo.kind === 'existing') {
      order.push(photo.id);
    } else {
      form.append('images', photo.file, photo.file.name);
      order.push(`new-${uploaded}`);
      uploaded += 1;
    }
  }
  for (const entry of order) form.append('imageOrder', entry);
  return form;
};
