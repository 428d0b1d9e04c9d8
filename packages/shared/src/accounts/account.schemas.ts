import { z } from 'zod';
import {
  accountSchema,
  accountStatusSchema,
  approvalStatusSchema,
  nameSchema,
  optionalPhoneSchema,
} from '../auth/auth.schemas';
import { paginatedSchema, paginationQuerySchema, searchTextSchema } from '../common/pagination';
import { auditEntrySchema } from './audit-entry';
import { optionalPanSchema } from './pan.schemas';

/** `:id` of a user or owner; an empty one answers the spec's "… ID is required". */
export const idParamsSchema = z.strictObject({ id: z.uuid({ error: 'Invalid id' }) });
export const userIdParamsSchema = z.strictObject({ userId: z.uuid({ error: 'Invalid id' }) });

/** PATCH /profile/{id} sends `{ data: { name, phone } }` (spec section 7). */
export const updateProfileInputSchema = z.strictObject({
  data: z.strictObject({
    name: nameSchema.optional(),
    phone: optionalPhoneSchema.nullable(),
  }),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const profileResponseSchema = z.object({ user: accountSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * The owner's profile also carries `pan`, printed on their tenants' rent receipts (PRODUCT.md,
 * "Rent receipts"): upper-cased, and an empty box or null removes it. Only the owner's own profile
 * answers it; other answers about an account (sign-in, admin tables) are unchanged.
 */
export const updateOwnerProfileInputSchema = z.strictObject({
  data: updateProfileInputSchema.shape.data.extend({ pan: optionalPanSchema.optional() }),
});
export type UpdateOwnerProfileInput = z.infer<typeof updateOwnerProfileInputSchema>;

export const ownerProfileSchema = accountSchema.extend({ pan: z.string().nullable() });
export type OwnerProfile = z.infer<typeof ownerProfileSchema>;

export const ownerProfileResponseSchema = z.object({ user: ownerProfileSchema });
export type OwnerProfileResponse = z.infer<typeof ownerProfileResponseSchema>;

export const ownerDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type OwnerDocument = z.infer<typeof ownerDocumentSchema>;

export const ownerDocumentsResponseSchema = z.object({ data: z.array(ownerDocumentSchema) });

/** POST /api/owner/documents: a rejected owner's new documents; the account is pending again. */
export const resubmitDocumentsResponseSchema = z.object({
  message: z.string(),
  approvalStatus: z.literal('pending'),
  data: z.array(ownerDocumentSchema),
});
export type ResubmitDocumentsResponse = z.infer<typeof resubmitDocumentsResponseSchema>;

/** Admin tables of users and owners: search over name, email and phone. */
export const listAccountsQuerySchema = paginationQuerySchema(10).extend({
  search: searchTextSchema,
  status: accountStatusSchema.optional(),
  approvalStatus: approvalStatusSchema.optional(),
});
export type ListAccountsQuery = z.infer<typeof listAccountsQuerySchema>;

export const adminAccountSchema = accountSchema.extend({
  documentCount: z.number().int(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const listAccountsResponseSchema = paginatedSchema(adminAccountSchema);
export type ListAccountsResponse = z.infer<typeof listAccountsResponseSchema>;

export const updateStatusInputSchema = z.strictObject({ status: accountStatusSchema });
export type UpdateStatusInput = z.infer<typeof updateStatusInputSchema>;

export const rejectInputSchema = z.strictObject({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(5, { error: 'Give a reason of at least 5 characters' })
    .max(500, { error: 'Keep the reason under 500 characters' }),
});
export type RejectInput = z.infer<typeof rejectInputSchema>;

export const adminAccountResponseSchema = z.object({
  message: z.string(),
  user: adminAccountSchema,
});

export { auditEntrySchema, type AuditEntry } from './audit-entry';

export const adminOwnerDetailResponseSchema = z.object({
  user: adminAccountSchema,
  documents: z.array(ownerDocumentSchema),
  history: z.array(auditEntrySchema),
});
export type AdminOwnerDetailResponse = z.infer<typeof adminOwnerDetailResponseSchema>;
