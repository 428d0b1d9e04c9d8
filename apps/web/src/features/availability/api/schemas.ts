/**
 * The shared schemas the availability's requests and the block form are checked with. Only ever
 * loaded through `availabilitySchemas` (load-schemas.ts), beside the request or the form check
 * that needs them: a page that shows a calendar does not wait for Zod before it can draw
 * (issue 27, bundle budgets).
 */
export {
  availabilityResponseSchema,
  dateBlockInputSchema,
  dateBlockListResponseSchema,
  dateBlockMutationResponseSchema,
  messageResponseSchema,
} from '@nestly/shared';
