// Kept apart from the schemas: the web's search page uses these names to draw, and importing them
// must not bring Zod into its first load (issue 12), as with realtime.constants.ts.

export const PROPERTY_TYPES = ['apartment', 'house', 'villa', 'studio', 'room'] as const;

export const FURNISHINGS = ['unfurnished', 'semi', 'full'] as const;

/** Moderation (PRODUCT.md, Properties): pending → approved | rejected; approved may be blocked. */
export const PROPERTY_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const PROPERTY_SORTS = ['newest', 'rent_asc', 'rent_desc', 'rating'] as const;

export const PROPERTY_IMAGE_MIN = 1;
export const PROPERTY_IMAGE_MAX = 10;
export const PROPERTY_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PROPERTY_MONTHS_MIN = 1;
export const PROPERTY_MONTHS_MAX = 24;
