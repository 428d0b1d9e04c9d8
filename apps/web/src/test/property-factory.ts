import type { Feature, PropertyDetail, PropertySummary } from '@nestly/shared';

export const FEATURE_WIFI = '9ca41c3b-26d5-4fb9-be78-658283504e28';
export const FEATURE_PARKING = 'bc036193-4e6e-4328-92a0-03a532111f2e';
export const FEATURE_GYM = '2f5e8a4b-1c3d-4e6f-8a9b-0c1d2e3f4a5b';

export const makeFeature = (overrides: Partial<Feature> = {}): Feature => ({
  id: FEATURE_WIFI,
  name: 'Wi-Fi',
  icon: 'wifi',
  propertyCount: 3,
  createdAt: '2025-01-10T10:00:00.000Z',
  ...overrides,
});

export const demoFeatures: Feature[] = [
  makeFeature(),
  makeFeature({ id: FEATURE_PARKING, name: 'Parking', icon: 'car', propertyCount: 1 }),
  makeFeature({ id: FEATURE_GYM, name: 'Gym', icon: 'not-an-icon', propertyCount: 0 }),
];

const image = (id: string) => ({
  id,
  url: `/uploads/${id}-large.webp`,
  thumbUrl: `/uploads/${id}-thumb.webp`,
  width: 1200,
  height: 900,
});

export const IMAGE_A = '11111111-1111-4111-8111-111111111111';
export const IMAGE_B = '22222222-2222-4222-8222-222222222222';

export const makeSummary = (overrides: Partial<PropertySummary> = {}): PropertySummary => ({
  id: '6d7ceb67-1d0f-46ff-a0ae-9c9149f5e14b',
  title: 'Backwater-view 2BHK at Marine Drive',
  type: 'apartment',
  city: 'Kochi',
  state: 'Kerala',
  rent: 2_800_000,
  deposit: 5_600_000,
  bedrooms: 2,
  bathrooms: 2,
  area: 1150,
  furnishing: 'semi',
  minMonths: 1,
  maxMonths: 12,
  coverImage: image(IMAGE_A),
  ratingAverage: null,
  ratingCount: 0,
  status: 'approved',
  isBlocked: false,
  createdAt: '2025-02-01T10:00:00.000Z',
  ...overrides,
});

export const makeDetail = (overrides: Partial<PropertyDetail> = {}): PropertyDetail => ({
  ...makeSummary(),
  description: 'A well-kept apartment close to shops, schools and the water.',
  address: '12 Shanmugham Road, Marine Drive',
  country: 'India',
  pincode: '682031',
  latitude: null,
  longitude: null,
  features: [{ id: FEATURE_WIFI, name: 'Wi-Fi', icon: 'wifi' }],
  images: [image(IMAGE_A), image(IMAGE_B)],
  rejectionReason: null,
  owner: {
    id: '48c4f7b0-0ea3-42b7-9487-6141327fbb95',
    name: 'Priya Varghese',
    avatarUrl: null,
    memberSince: '2024-06-01T10:00:00.000Z',
  },
  updatedAt: '2025-02-02T10:00:00.000Z',
  ...overrides,
});

export const listOf = <T>(data: T[], page = 1, limit = 12) => ({
  data,
  pagination: {
    page,
    limit,
    total: data.length,
    totalPages: Math.max(1, Math.ceil(data.length / limit)),
  },
});
