import { createServiceInputSchema } from '@nestly/shared';
import { rupeesField } from '../../../lib/form-fields';

/**
 * The schemas the catalogue's requests and forms are checked with. Only ever loaded through
 * `catalogSchemas` (load-schemas.ts), beside the request or the form check that needs them: the
 * search page lists amenities, and Zod is not on its first load (issues 12 and 27, bundle
 * budgets).
 */
export {
  createFeatureInputSchema,
  createServiceInputSchema,
  featureListResponseSchema,
  featureResponseSchema,
  messageResponseSchema,
  serviceListResponseSchema,
  serviceResponseSchema,
  updateFeatureInputSchema,
  updateServiceInputSchema,
  updateServiceStatusInputSchema,
} from '@nestly/shared';

/** The service form: the shared schema, with the price typed in rupees (sent as paise). */
export const serviceFormSchema = createServiceInputSchema.extend({
  monthlyPrice: rupeesField('Monthly price', { min: 1, max: 100_000 }),
});
