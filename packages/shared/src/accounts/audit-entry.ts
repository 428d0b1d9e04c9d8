import { z } from 'zod';

// A module of its own: a listing's moderation history carries it too, and the property schemas
// (which the search page loads and builds in the browser) need none of the account schemas.

/** One moderation step (approved, rejected, blocked…) of an account or a listing. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
