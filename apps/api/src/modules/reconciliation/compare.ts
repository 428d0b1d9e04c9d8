import type { ReconciliationFindingKind } from '@nestly/shared';
import type { CardRefundRow, PayoutRow } from '../../db/schema/index';
import type { ProviderPayment, ProviderPayout, ProviderRefund } from '../../lib/payouts-provider';
import type { PaymentOrderRow } from '../payments/index';

// The comparisons of decision 028's table ("Reconciliation"), as pure functions of what the
// provider listed and what our books hold; the service loads both sides and applies the repairs.

/** What the job can mend itself, by the same paths a live event would have taken. */
export type FindingRepair =
  | { kind: 'confirm_payment'; order: PaymentOrderRow; providerPaymentId: string }
  | { kind: 'apply_payout'; reported: ProviderPayout }
  | { kind: 'apply_refund'; reported: ProviderRefund };

export interface FindingDraft {
  kind: ReconciliationFindingKind;
  providerReference: string;
  internalReference: string | null;
  ledgerAmount: number | null;
  providerAmount: number | null;
  detail: string;
  repair?: FindingRepair;
}

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/**
 * Captured payments against our orders: each captured payment must be an order of ours, of its
 * amount, confirmed with that payment; each order paid within the window must be captured.
 */
export const comparePayments = ({
  captured,
  ordersByProviderId,
  paidOrders,
  recordsSince = null,
}: {
  captured: readonly ProviderPayment[];
  /** Our orders of the captured payments' order ids. */
  ordersByProviderId: ReadonlyMap<string, PaymentOrderRow>;
  /** Our orders paid within the window. */
  paidOrders: readonly PaymentOrderRow[];
  /** The provider's lists hold nothing created earlier (the test stand-in's start), or null. */
  recordsSince?: Date | null;
}): FindingDraft[] => {
  const findings: FindingDraft[] = [];
  for (const payment of captured) {
    const order = payment.providerOrderId
      ? ordersByProviderId.get(payment.providerOrderId)
      : undefined;
    const base = {
      providerReference: payment.providerPaymentId,
      internalReference: order?.id ?? null,
      ledgerAmount: order?.amount ?? null,
      providerAmount: payment.amount,
    };
    if (!order) {
      findings.push({
        ...base,
        kind: 'payment_unknown',
        detail: `A captured payment of ${rupees(payment.amount)} for ${payment.providerOrderId ?? 'no order'}, which is not an order of ours`,
      });
    } else if (order.amount !== payment.amount) {
      findings.push({
        ...base,
        kind: 'payment_amount_mismatch',
        detail: `Captured ${rupees(payment.amount)} for order ${order.providerOrderId} of ${rupees(order.amount)}`,
      });
    } else if (order.status === 'paid' && order.providerPaymentId !== payment.providerPaymentId) {
      findings.push({
        ...base,
        kind: 'payment_unknown',
        detail: `A second captured payment for order ${order.providerOrderId}, already paid by ${order.providerPaymentId}`,
      });
    } else if (order.status !== 'paid') {
      findings.push({
        ...base,
        kind: 'payment_not_confirmed',
        detail: `Captured for order ${order.providerOrderId}, which our books still had ${order.status}: its confirmation never arrived`,
        repair: { kind: 'confirm_payment', order, providerPaymentId: payment.providerPaymentId },
      });
    }
  }
  const capturedIds = new Set(captured.map((payment) => payment.providerPaymentId));
  for (const order of paidOrders) {
    if (!order.providerPaymentId || capturedIds.has(order.providerPaymentId)) continue;
    // Ordered before the provider's records begin: its absence from the list says nothing.
    if (recordsSince && order.createdAt < recordsSince) continue;
    findings.push({
      kind: 'payment_missing_at_provider',
      providerReference: order.providerPaymentId,
      internalReference: order.id,
      ledgerAmount: order.amount,
      providerAmount: null,
      detail: `Order ${order.providerOrderId} is paid on our books by ${order.providerPaymentId}, which the provider did not capture`,
    });
  }
  return findings;
};

/**
 * The provider's payouts against ours: each must be a payout of ours, of its amount and state (a
 * final state ours never heard of is a missed webhook, applied); each payout handed over long
 * enough ago must be in the provider's list.
 */
export const comparePayouts = ({
  reported,
  ours,
  submittedLongAgo,
  recordsSince = null,
}: {
  reported: readonly ProviderPayout[];
  /** Our payouts the provider's list names. */
  ours: readonly PayoutRow[];
  /** Our payouts handed to the provider more than a day before the window's end. */
  submittedLongAgo: readonly PayoutRow[];
  /** The provider's lists hold nothing created earlier (the test stand-in's start), or null. */
  recordsSince?: Date | null;
}): FindingDraft[] => {
  const byId = new Map(ours.map((row) => [row.id, row]));
  const byProviderId = new Map(
    ours.filter((row) => row.providerPayoutId).map((row) => [row.providerPayoutId!, row]),
  );
  const findings: FindingDraft[] = [];
  const matched = new Set<string>();
  for (const payout of reported) {
    const row =
      (payout.reference ? byId.get(payout.reference) : undefined) ??
      byProviderId.get(payout.providerPayoutId);
    const base = {
      providerReference: payout.providerPayoutId,
      internalReference: row?.id ?? null,
      ledgerAmount: row?.amount ?? null,
      providerAmount: payout.amount,
    };
    if (!row) {
      findings.push({
        ...base,
        kind: 'payout_unknown',
        detail: `A payout of ${rupees(payout.amount)} (${payout.status}) that our books do not know`,
      });
      continue;
    }
    matched.add(row.id);
    if (row.amount !== payout.amount) {
      findings.push({
        ...base,
        kind: 'payout_status_mismatch',
        detail: `The provider paid ${rupees(payout.amount)} for our payout of ${rupees(row.amount)}`,
      });
    } else if (row.status !== payout.status && payout.status !== 'processing') {
      // processing → any final state, processed → reversed: the webhook's own transitions.
      const missedWebhook =
        row.status === 'processing' || (row.status === 'processed' && payout.status === 'reversed');
      findings.push({
        ...base,
        kind: 'payout_status_mismatch',
        detail: `The provider says ${payout.status}; our books said ${row.status}`,
        ...(missedWebhook ? { repair: { kind: 'apply_payout' as const, reported: payout } } : {}),
      });
    } else if (row.status !== payout.status) {
      findings.push({
        ...base,
        kind: 'payout_status_mismatch',
        detail: `The provider says processing; our books say ${row.status}`,
      });
    }
  }
  for (const row of submittedLongAgo) {
    if (matched.has(row.id) || !row.providerPayoutId) continue;
    if (recordsSince && (row.submittedAt ?? row.createdAt) < recordsSince) continue;
    findings.push({
      kind: 'payout_missing_at_provider',
      providerReference: row.providerPayoutId,
      internalReference: row.id,
      ledgerAmount: row.amount,
      providerAmount: null,
      detail: `Our payout of ${rupees(row.amount)} was handed over as ${row.providerPayoutId}, which the provider does not list`,
    });
  }
  return findings;
};

/**
 * The provider's refunds against our card refunds: each must be a refund of ours, of its amount
 * and state. A final state (processed, failed) for a refund still pending on our books is a missed
 * webhook, applied; any other disagreement is for a person to look at.
 */
export const compareRefunds = ({
  reported,
  ours,
}: {
  reported: readonly ProviderRefund[];
  /** Our card refunds the provider's list names (by receipt, our row id, or its refund id). */
  ours: readonly Pick<CardRefundRow, 'id' | 'providerRefundId' | 'amount' | 'status'>[];
}): FindingDraft[] => {
  const byId = new Map(ours.map((row) => [row.id, row]));
  const byProviderId = new Map(
    ours.filter((row) => row.providerRefundId).map((row) => [row.providerRefundId!, row]),
  );
  const findings: FindingDraft[] = [];
  for (const refund of reported) {
    const row =
      (refund.receipt ? byId.get(refund.receipt) : undefined) ??
      byProviderId.get(refund.providerRefundId);
    const base = {
      providerReference: refund.providerRefundId,
      internalReference: row?.id ?? null,
      ledgerAmount: row?.amount ?? null,
      providerAmount: refund.amount,
    };
    if (!row) {
      findings.push({
        ...base,
        kind: 'refund_unknown',
        detail: `A refund of ${rupees(refund.amount)} (${refund.status}) of payment ${refund.providerPaymentId} that our books do not know`,
      });
    } else if (row.amount !== refund.amount) {
      findings.push({
        ...base,
        kind: 'refund_status_mismatch',
        detail: `The provider refunded ${rupees(refund.amount)} for our card refund of ${rupees(row.amount)}`,
      });
    } else if (row.status === refund.status) {
      continue;
    } else if (row.status === 'pending') {
      // pending → processed | failed: the webhook's own transition.
      findings.push({
        ...base,
        kind: 'refund_status_mismatch',
        detail: `The provider says ${refund.status}; our books said pending: its webhook never arrived`,
        repair: { kind: 'apply_refund', reported: refund },
      });
    } else {
      findings.push({
        ...base,
        kind: 'refund_status_mismatch',
        detail: `The provider says ${refund.status}; our books say ${row.status}`,
      });
    }
  }
  return findings;
};
