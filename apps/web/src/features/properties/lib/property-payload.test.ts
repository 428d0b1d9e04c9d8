import { describe, expect, it } from 'vitest';
import { FEATURE_PARKING, FEATURE_WIFI, IMAGE_A, IMAGE_B } from '../../../test/property-factory';
import { propertyFormSchema } from '../api/schemas';
import type { PhotoItem } from './photo-item';
import {
  buildAddPropertyFormData,
  buildUpdatePropertyBody,
  toPropertyFields,
} from './property-payload';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

const formInput = (photos: PhotoItem[]) => ({
  title: 'Sunny flat by the lake',
  description: 'Two bright rooms facing the lake, close to the market and the bus stop.',
  type: 'apartment',
  address: '4 Lake Road, Kumarakom',
  city: 'Kottayam',
  state: 'Kerala',
  country: 'India',
  pincode: '686563',
  latitude: '',
  longitude: '',
  bedrooms: '2',
  bathrooms: '1',
  area: '850',
  furnishing: 'semi',
  rent: '12500.50',
  deposit: '25000',
  minMonths: '1',
  maxMonths: '6',
  features: [FEATURE_WIFI, FEATURE_PARKING],
  photos,
});

const onePhoto: PhotoItem[] = [{ kind: 'new', key: 'k0', file: new File(['x'], 'a.png') }];

/** The API fields from a valid form; the photos travel apart, so any valid gallery will do. */
const fieldsOf = (photos: PhotoItem[] = onePhoto) =>
  toPropertyFields(propertyFormSchema.parse(formInput(photos.length > 0 ? photos : onePhoto)));

describe('property payload', () => {
  it('converts rupees to paise and coerces the numbers', () => {
    const fields = fieldsOf();
    expect(fields).toMatchObject({
      rent: 1_250_050,
      deposit: 2_500_000,
      bedrooms: 2,
      area: 850,
      minMonths: 1,
      maxMonths: 6,
      latitude: null,
      longitude: null,
    });
    expect(fields).not.toHaveProperty('photos');
  });

  it('builds the add form: every field, features repeated, images in gallery order', () => {
    const first = file('cover.png');
    const second = file('kitchen.png');
    const form = buildAddPropertyFormData(fieldsOf(), [first, second]);
    expect(form.get('title')).toBe('Sunny flat by the lake');
    expect(form.get('rent')).toBe('1250050');
    expect(form.get('deposit')).toBe('2500000');
    expect(form.get('pincode')).toBe('686563');
    expect(form.getAll('features')).toEqual([FEATURE_WIFI, FEATURE_PARKING]);
    expect(form.has('latitude')).toBe(false);
    const images = form.getAll('images') as File[];
    expect(images.map((image) => image.name)).toEqual(['cover.png', 'kitchen.png']);
  });

  it('sends plain JSON for an edit that keeps the photos as they were', () => {
    const photos: PhotoItem[] = [
      { kind: 'existing', id: IMAGE_A, url: 'a', thumbUrl: 'a' },
      { kind: 'existing', id: IMAGE_B, url: 'b', thumbUrl: 'b' },
    ];
    const body = buildUpdatePropertyBody(fieldsOf(photos), photos, [IMAGE_A, IMAGE_B]);
    expect(body).not.toBeInstanceOf(FormData);
    expect(body).toMatchObject({ rent: 1_250_050, features: [FEATURE_WIFI, FEATURE_PARKING] });
  });

  it('describes a changed gallery with imageOrder: stored ids and new-N for uploads', () => {
    const garden = file('garden.png');
    const view = file('view.png');
    const photos: PhotoItem[] = [
      { kind: 'new', key: 'k1', file: garden },
      { kind: 'existing', id: IMAGE_B, url: 'b', thumbUrl: 'b' },
      { kind: 'new', key: 'k2', file: view },
    ];
    const body = buildUpdatePropertyBody(fieldsOf(photos), photos, [IMAGE_A, IMAGE_B]);
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.getAll('imageOrder')).toEqual(['new-0', IMAGE_B, 'new-1']);
    expect((form.getAll('images') as File[]).map((image) => image.name)).toEqual([
      'garden.png',
      'view.png',
    ]);
    expect(form.getAll('features')).toEqual([FEATURE_WIFI, FEATURE_PARKING]);
    expect(form.get('latitude')).toBe('');
  });

  it('a reorder alone is a gallery change; clearing features sends one empty key', () => {
    const photos: PhotoItem[] = [
      { kind: 'existing', id: IMAGE_B, url: 'b', thumbUrl: 'b' },
      { kind: 'existing', id: IMAGE_A, url: 'a', thumbUrl: 'a' },
    ];
    const fields = { ...fieldsOf(photos), features: [] };
    const form = buildUpdatePropertyBody(fields, photos, [IMAGE_A, IMAGE_B]) as FormData;
    expect(form.getAll('imageOrder')).toEqual([IMAGE_B, IMAGE_A]);
    expect(form.getAll('images')).toEqual([]);
    expect(form.getAll('features')).toEqual(['']);
  });

  it('validates like the server, with rupee messages', () => {
    const result = propertyFormSchema.safeParse({
      ...formInput([]),
      title: 'Flat',
      rent: '300',
      deposit: '',
      pincode: '06856',
      minMonths: '6',
      maxMonths: '3',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      title: 'Title must be at least 5 characters',
      rent: 'Monthly rent must be at least ₹500',
      deposit: 'Deposit is required',
      pincode: 'Pincode must be 6 digits',
      photos: 'Add at least one photo',
    });
  });
});
