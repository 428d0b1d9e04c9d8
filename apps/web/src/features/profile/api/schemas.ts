import { z } from 'zod';
import { nameSchema, optionalPanSchema, optionalPhoneSchema } from '@nestly/shared';

/**
 * The schemas the profile's requests and forms are checked with. Only ever loaded through
 * `profileSchemas` (load-schemas.ts), beside the request or the form check that needs them: the
 * profile and the owner's dashboard (the onboarding card) draw without waiting for Zod (issue 27,
 * bundle budgets).
 */
export {
  changePasswordFormSchema,
  changePasswordInputSchema,
  messageResponseSchema,
  ownerDocumentsResponseSchema,
  ownerProfileResponseSchema,
  profileResponseSchema,
  resubmitDocumentsResponseSchema,
  updateOwnerProfileInputSchema,
  updateProfileInputSchema,
} from '@nestly/shared';

/** The personal details form: the shared field rules; `pan` only on an owner's form. */
export const editProfileFormSchema = z.object({
  name: nameSchema,
  phone: optionalPhoneSchema,
  /** Owners only (rent receipts print it); tenants' forms leave it out. */
  pan: optionalPanSchema.optional(),
});
