import type { Role } from '@nestly/shared';

export const reviewKeys = {
  all: ['reviews'] as const,
  property: (role: Role, propertyId: string) => ['reviews', 'property', propertyId, role] as const,
  propertyPage: (role: Role, propertyId: string, page: number, limit: number) =>
    ['reviews', 'property', propertyId, role, { page, limit }] as const,
  booking: (bookingId: string) => ['reviews', 'booking', bookingId] as const,
};
