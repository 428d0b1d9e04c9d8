/** Availability is asked for by a tenant (user) or by the listing's owner. */
export type AvailabilityRole = 'user' | 'owner';

export const availabilityKeys = {
  all: ['availability'] as const,
  /** Everything about one listing's calendar: taken ranges for either role and the owner's blocks. */
  property: (propertyId: string) => ['availability', propertyId] as const,
  taken: (role: AvailabilityRole, propertyId: string) =>
    ['availability', propertyId, 'taken', role] as const,
  blocks: (propertyId: string) => ['availability', propertyId, 'blocks'] as const,
};
