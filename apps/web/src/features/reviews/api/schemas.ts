/**
 * The shared schemas the reviews' requests and form are checked with. Only ever loaded through
 * `reviewSchemas` (load-schemas.ts), beside the request or on the form's first check that needs
 * them: a page that shows reviews does not wait for Zod before it can draw (issue 27, bundle
 * budgets).
 */
export {
  bookingReviewResponseSchema,
  createReviewInputSchema,
  propertyReviewsResponseSchema,
  reviewResponseSchema,
} from '@nestly/shared';
