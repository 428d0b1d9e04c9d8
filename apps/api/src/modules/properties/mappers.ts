import type { PropertyDetail, PropertyImage, PropertySummary } from '@nestly/shared';
import type { Storage } from '../../lib/storage';
import type { AccountRow } from '../auth/index';
import type { PropertyImageRow, PropertyRow, PropertySummaryRow } from './repo';

export const toPropertyImage = (row: PropertyImageRow, storage: Storage): PropertyImage => ({
  id: row.id,
  url: storage.publicUrl(row.largeKey),
  thumbUrl: storage.publicUrl(row.thumbKey),
  width: row.width,
  height: row.height,
});

export const toPropertySummary = (
  property: PropertySummaryRow,
  cover: PropertyImageRow | null,
  storage: Storage,
): PropertySummary => ({
  id: property.id,
  title: property.title,
  type: property.type,
  city: property.city,
  state: property.state,
  rent: property.rent,
  deposit: property.deposit,
  bedrooms: property.bedrooms,
  bathrooms: property.bathrooms,
  area: property.area,
  furnishing: property.furnishing,
  minMonths: property.minMonths,
  maxMonths: property.maxMonths,
  coverImage: cover ? toPropertyImage(cover, storage) : null,
  ratingAverage:
    property.ratingAverage === null ? null : Math.round(property.ratingAverage * 10) / 10,
  ratingCount: property.ratingCount,
  status: property.status,
  isBlocked: property.isBlocked,
  createdAt: property.createdAt.toISOString(),
});

export const toPropertyDetail = (
  property: PropertyRow,
  owner: AccountRow,
  images: PropertyImageRow[],
  features: { id: string; name: string; icon: string }[],
  storage: Storage,
): PropertyDetail => ({
  ...toPropertySummary(property, images[0] ?? null, storage),
  description: property.description,
  address: property.address,
  country: property.country,
  pincode: property.pincode,
  latitude: property.latitude,
  longitude: property.longitude,
  features,
  images: images.map((image) => toPropertyImage(image, storage)),
  rejectionReason: property.status === 'rejected' ? property.rejectionReason : null,
  owner: {
    id: owner.id,
    name: owner.name,
    avatarUrl: owner.avatarKey ? storage.publicUrl(owner.avatarKey) : null,
    memberSince: owner.createdAt.toISOString(),
  },
  updatedAt: property.updatedAt.toISOString(),
});
