import type {
  PayoutStatus,
  ReconciliationFindingKind,
  ReconciliationResolution,
} from '@nestly/shared';
import type { BadgeTone } from '../../../components/ui';

/** A payout's status as its chip reads (PRODUCT.md, Money out: processing → processed | failed | reversed). */
export const PAYOUT_STATUS_CHIPS: Record<PayoutStatus, { label: string; tone: BadgeTone }> = {
  processing: { label: 'Processing', tone: 'warning' },
  processed: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed, money returned', tone: 'danger' },
  reversed: { label: 'Returned by the bank', tone: 'danger' },
};

/** What the admin reads for each kind of reconciliation finding. */
export const FINDING_KIND_LABELS: Record<ReconciliationFindingKind, string> = {
  payment_not_confirmed: 'Payment captured, never confirmed',
  payment_amount_mismatch: 'Payment amount differs',
  payment_unknown: 'Payment we do not know',
  payment_missing_at_provider: 'Payment missing at Razorpay',
  refund_status_mismatch: 'Refund status differs',
  refund_unknown: 'Refund we do not know',
  payout_status_mismatch: 'Payout status differs',
  payout_unknown: 'Payout we do not know',
  payout_missing_at_provider: 'Payout missing at RazorpayX',
};

export const RESOLUTION_LABELS: Record<ReconciliationResolution, string> = {
  confirmed: 'Confirmed automatically',
  refunded: 'Refunded automatically',
  settled: 'Settled automatically',
  resolved_by_admin: 'Resolved by an admin',
};
