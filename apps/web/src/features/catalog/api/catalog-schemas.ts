/**
 * The amenity list's schema, loaded beside the request (list-features.ts) rather than imported
 * statically: the search page lists amenities, and Zod is not on its first load (issue 12).
 */
export { featureListResponseSchema } from '@nestly/shared';
