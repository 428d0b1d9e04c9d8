import { describe, expect, it } from 'vitest';
import type { PayoutRow } from '../../db/schema/index';
import type { ProviderPayment, ProviderPayout } from '../../lib/payouts-provider';
import type { PaymentOrderRow } from '../payments/index';
import { comparePayments, comparePayouts } from './compare';

// Decision 028's table of findings, one row at a time.

const at = new Date('2026-11-26T10:00:00Z');

const order = (fields: Partial<PaymentOrderRow>): PaymentOrderRow =>
  ({
    id: 'order-row',
    providerOrderId: 'order_1',
    amount: 10_000,
    status: 'created',
    providerPaymentId: null,
    paidAt: null,
    ...fields,
  }) as PaymentOrderRow;

const captured = (fields: Partial<ProviderPayment>): ProviderPayment => ({
  providerPaymentId: 'pay_1',
  providerOrderId: 'order_1',
  amount: 10_000,
  status: 'captured',
  createdAt: at,
  ...fields,
});

const payoutRow = (fields: Partial<PayoutRow>): PayoutRow =>
  ({
    id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
    amount: 20_000,
    status: 'processing',
    providerPayoutId: 'pout_1',
    ...fields,
  }) as PayoutRow;

const reported = (fields: Partial<ProviderPayout>): ProviderPayout => ({
  providerPayoutId: 'pout_1',
  reference: '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
  amount: 20_000,
  status: 'processed',
  utr: 'UTR1',
  failureReason: null,
  createdAt: at,
  ...fields,
});

const kindsOf = (findings: { kind: string }[]) => findings.map((finding) => finding.kind);

describe('comparePayments', () => {
  const compare = (
    payments: ProviderPayment[],
    orders: PaymentOrderRow[],
    paid: PaymentOrderRow[] = [],
  ) =>
    comparePayments({
      captured: payments,
      ordersByProviderId: new Map(orders.map((row) => [row.providerOrderId, row])),
      paidOrders: paid,
    });

  it('agrees when the order is paid by that payment', () => {
    const paid = order({ status: 'paid', providerPaymentId: 'pay_1' });
    expect(compare([captured({})], [paid], [paid])).toEqual([]);
  });

  it('confirms a captured payment of an open order', () => {
    const [finding] = compare([captured({})], [order({})]);
    expect(finding).toMatchObject({
      kind: 'payment_not_confirmed',
      providerReference: 'pay_1',
      repair: { kind: 'confirm_payment', providerPaymentId: 'pay_1' },
    });
  });

  it('reports unknown payments, other amounts and second payments, mending none', () => {
    const findings = compare(
      [
        captured({ providerOrderId: 'order_x', providerPaymentId: 'pay_x' }),
        captured({ providerOrderId: null, providerPaymentId: 'pay_y' }),
        captured({ amount: 9_000 }),
        captured({ providerOrderId: 'order_2', providerPaymentId: 'pay_2' }),
      ],
      [
        order({}),
        order({ providerOrderId: 'order_2', status: 'paid', providerPaymentId: 'pay_first' }),
      ],
    );
    expect(kindsOf(findings)).toEqual([
      'payment_unknown',
      'payment_unknown',
      'payment_amount_mismatch',
      'payment_unknown',
    ]);
    expect(findings.every((finding) => finding.repair === undefined)).toBe(true);
  });

  it('reports a paid order the provider did not capture', () => {
    const paid = order({ status: 'paid', providerPaymentId: 'pay_9' });
    expect(compare([], [], [paid])).toMatchObject([
      { kind: 'payment_missing_at_provider', providerReference: 'pay_9', ledgerAmount: 10_000 },
    ]);
  });
});

describe('comparePayouts', () => {
  it('agrees on the same state, and applies a final state ours never heard of', () => {
    expect(
      comparePayouts({
        reported: [reported({})],
        ours: [payoutRow({ status: 'processed' })],
        submittedLongAgo: [],
      }),
    ).toEqual([]);
    const [missed] = comparePayouts({
      reported: [reported({ status: 'failed' })],
      ours: [payoutRow({})],
      submittedLongAgo: [payoutRow({})],
    });
    expect(missed).toMatchObject({
      kind: 'payout_status_mismatch',
      repair: { kind: 'apply_payout' },
    });
    const [reversal] = comparePayouts({
      reported: [reported({ status: 'reversed' })],
      ours: [payoutRow({ status: 'processed' })],
      submittedLongAgo: [],
    });
    expect(reversal?.repair?.kind).toBe('apply_payout');
  });

  it('leaves to a person what no webhook explains', () => {
    const findings = comparePayouts({
      reported: [
        reported({ status: 'processed' }),
        reported({ providerPayoutId: 'pout_2', reference: null, amount: 1 }),
        reported({ providerPayoutId: 'pout_3', reference: 'not-ours' }),
      ],
      ours: [payoutRow({ status: 'failed' }), payoutRow({ id: 'b', providerPayoutId: 'pout_2' })],
      submittedLongAgo: [payoutRow({ id: 'c', providerPayoutId: 'pout_lost' })],
    });
    expect(kindsOf(findings)).toEqual([
      'payout_status_mismatch',
      'payout_status_mismatch',
      'payout_unknown',
      'payout_missing_at_provider',
    ]);
    expect(findings.every((finding) => finding.repair === undefined)).toBe(true);
  });
});
