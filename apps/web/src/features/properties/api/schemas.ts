import { z } from 'zod';
import {
  PROPERTY_IMAGE_MAX,
  PROPERTY_IMAGE_MIN,
  propertyDetailSchema,
  propertyFieldsSchema,
  replyTimeSchema,
} from '@nestly/shared';
import { rupeesField } from '../../../lib/form-fields';
import type { PhotoItem } from '../lib/photo-item';

/**
 * The schemas the listings' requests and forms are checked with (the search's and the home page's
 * lists have their own: lib/search-schemas.ts). Only ever loaded through `propertySchemas`
 * (load-schemas.ts), beside the request or the form check that needs them: a home's page, the
 * owner's and the admin's listings draw without waiting for Zod (issue 27, bundle budgets).
 */
export {
  adminPropertyDetailResponseSchema,
  adminPropertyListResponseSchema,
  messageResponseSchema,
  propertyBlockInputSchema,
  propertyListResponseSchema,
  propertyMutationResponseSchema,
  propertyResponseSchema,
  rejectInputSchema,
} from '@nestly/shared';

/**
 * The tenant's view of a home adds the owner's usual reply time (issue 10). Older servers do not
 * send it and a value this app does not know is dropped: either way the page shows no line.
 */
export const userPropertyResponseSchema = z.object({
  property: propertyDetailSchema.extend({
    ownerReplyTime: replyTimeSchema.optional().catch(null),
  }),
});

/**
 * The owner's property form: the shared field schema the server validates with, except that
 * rent and deposit are typed in rupees (sent as paise), features are ticked ids, and the photos
 * are the gallery in order.
 */
export const propertyFormSchema = propertyFieldsSchema
  .extend({
    rent: rupeesField('Monthly rent', { min: 500, max: 100_000_000 }),
    deposit: rupeesField('Deposit', { min: 0, max: 100_000_000 }),
    features: z.array(z.string()),
    photos: z
      .array(z.custom<PhotoItem>())
      .min(PROPERTY_IMAGE_MIN, { error: 'Add at least one photo' })
      .max(PROPERTY_IMAGE_MAX, { error: `Keep at most ${PROPERTY_IMAGE_MAX} photos` }),
  })
  // Checked even while other fields are still wrong, so every problem shows at once.
  .refine((value) => value.minMonths <= value.maxMonths, {
    path: ['maxMonths'],
    error: 'Maximum months must be at least the minimum',
    when: (payload) =>
      !payload.issues.some((issue) => ['minMonths', 'maxMonths'].includes(String(issue.path?.[0]))),
  });
