import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import {
  RECONCILIATION_FINDING_KINDS,
  RECONCILIATION_FINDING_STATUSES,
  RECONCILIATION_RESOLUTIONS,
} from './reconciliation.constants';

// Reconciliation (PRODUCT.md, Money out: "Reconciliation"): a daily job compares what the provider
// recorded (captured payments, refunds, payouts) with the ledger and lists what disagrees at
// `GET /api/admin/reconciliation`. docs/decisions/028-money-out.md says what each finding means
// and what the job does about it on its own.

export const reconciliationFindingKindSchema = z.enum(RECONCILIATION_FINDING_KINDS);

/** What the job did on its own, or `null` when a person has to look. */
export const reconciliationResolutionSchema = z.enum(RECONCILIATION_RESOLUTIONS);

export const reconciliationFindingStatusSchema = z.enum(RECONCILIATION_FINDING_STATUSES, {
  error: 'Choose open or resolved',
});

export const reconciliationFindingSchema = z.object({
  id: z.uuid(),
  kind: reconciliationFindingKindSchema,
  status: reconciliationFindingStatusSchema,
  /** The provider's id of the payment, refund or payout (`pay_…`, `rfnd_…`, `pout_…`). */
  providerReference: z.string().nullable(),
  /** Our id of the same thing (a payment order, a card refund, a payout), when we have one. */
  internalReference: z.string().nullable(),
  /** Paise on our books and at the provider; null where one side has nothing. */
  ledgerAmount: z.number().int().nullable(),
  providerAmount: z.number().int().nullable(),
  /** What disagrees, in words for the admin. */
  detail: z.string(),
  resolution: reconciliationResolutionSchema.nullable(),
  /** What the admin who closed it did (`resolved_by_admin` only). */
  resolutionNote: z.string().nullable(),
  foundAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ReconciliationFinding = z.infer<typeof reconciliationFindingSchema>;

/** `GET /api/admin/reconciliation?status=`: open findings first by default, newest first. */
export const listReconciliationQuerySchema = paginationQuerySchema(20).extend({
  status: reconciliationFindingStatusSchema.optional(),
});
export type ListReconciliationQuery = z.infer<typeof listReconciliationQuerySchema>;

/** `POST /api/admin/reconciliation/{id}/resolve`: an admin looked, and says what was done. */
export const resolveReconciliationFindingInputSchema = z.strictObject({
  resolution: z
    .string({ error: 'Say what was done about it' })
    .trim()
    .min(3, { error: 'Say what was done about it (at least 3 characters)' })
    .max(500, { error: 'At most 500 characters' }),
});
export type ResolveReconciliationFindingInput = z.infer<
  typeof resolveReconciliationFindingInputSchema
>;
export const reconciliationFindingResponseSchema = z.object({ data: reconciliationFindingSchema });

/** What the admin dashboard shows beside the list: the same figures, from the ledger. */
export const reconciliationSummarySchema = z.object({
  openFindings: z.number().int().nonnegative(),
  /** Paise debited from wallets whose payouts the provider has not settled yet. */
  moneyInTransit: z.number().int().nonnegative(),
  /** Paise of cancelled bookings on their way back to cards: the provider has not settled them. */
  cardRefundsInTransit: z.number().int().nonnegative(),
  failedPayouts: z.object({
    count: z.number().int().nonnegative(),
    amount: z.number().int().nonnegative(),
  }),
  /** When the daily job last finished; null before its first run. */
  lastRunAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ReconciliationSummary = z.infer<typeof reconciliationSummarySchema>;

export const listReconciliationResponseSchema = paginatedSchema(reconciliationFindingSchema).extend(
  { summary: reconciliationSummarySchema },
);
export type ListReconciliationResponse = z.infer<typeof listReconciliationResponseSchema>;
