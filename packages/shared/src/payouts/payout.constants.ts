// Kept apart from payout.schemas.ts: the payout screens draw with these, and a module that builds
// Zod schemas brings Zod into every page that imports any of its exports (common/dates.ts).

/** `processing` → `processed` | `failed` | `reversed` (a reversal comes after `processed`). */
export const PAYOUT_STATUSES = ['processing', 'processed', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A payout that is over: its money has arrived, or it came back to the wallet. */
export const isFinalPayoutStatus = (status: PayoutStatus): boolean => status !== 'processing';

/** Statuses that put the money back in the wallet (entry kind `payout_reversal`). */
export const isReturnedPayoutStatus = (status: PayoutStatus): boolean =>
  status === 'failed' || status === 'reversed';

/** At least ₹100 per withdrawal, and per weekly automatic payout. */
export const MIN_WITHDRAWAL = 10_000;
