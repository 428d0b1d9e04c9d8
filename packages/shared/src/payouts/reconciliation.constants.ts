// Kept apart from reconciliation.schemas.ts: the admin's screen draws with these, and a module
// that builds Zod schemas brings Zod into every page that imports any of its exports
// (common/dates.ts).

export const RECONCILIATION_FINDING_KINDS = [
  /** Captured at the provider, never confirmed by its tab (closed, crashed): confirmed or refunded. */
  'payment_not_confirmed',
  /** Captured for another amount than our order's. */
  'payment_amount_mismatch',
  /** A captured payment for no order of ours. */
  'payment_unknown',
  /** Paid on our books, but the provider has no captured payment for it. */
  'payment_missing_at_provider',
  /** A refund whose state differs between the provider and our books. */
  'refund_status_mismatch',
  /** A refund at the provider that our books do not know. */
  'refund_unknown',
  /** A payout whose state differs between the provider and our books. */
  'payout_status_mismatch',
  /** A payout at the provider that our books do not know. */
  'payout_unknown',
  /** A payout we sent that the provider has no record of. */
  'payout_missing_at_provider',
] as const;
export type ReconciliationFindingKind = (typeof RECONCILIATION_FINDING_KINDS)[number];

/** What the job did on its own, or `null` when a person has to look. */
export const RECONCILIATION_RESOLUTIONS = [
  'confirmed',
  'refunded',
  'settled',
  'resolved_by_admin',
] as const;
export type ReconciliationResolution = (typeof RECONCILIATION_RESOLUTIONS)[number];

export const RECONCILIATION_FINDING_STATUSES = ['open', 'resolved'] as const;
export type ReconciliationFindingStatus = (typeof RECONCILIATION_FINDING_STATUSES)[number];
