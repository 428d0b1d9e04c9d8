import { describe, expect, it } from 'vitest';
import type { CardRefundRow, PayoutRow } from '../../db/schema/index';
import type { ProviderPayment, ProviderPayout, ProviderRefund } from '../../lib/payouts-provider';
import type { PaymentOrderRow } from '../payments/index';
import { comparePayments, comparePayouts, compareRefunds } from './compare';

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

const REFUND_ID = '5d1e2f30-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const refundRow = (fields: Partial<CardRefundRow>): CardRefundRow =>
  ({
    id: REFUND_ID,
    amount: 30_000,
    status: 'pending',
    providerRefundId: 'rfnd_1',
    ...fields,
  }) as CardRefundRow;

const providerRefund = (fields: Partial<ProviderRefund>): ProviderRefund => ({
  providerRefundId: 'rfnd_1',
  providerPaymentId: 'pay_1',
  amount: 30_000,
  status: 'processed',
  receipt: REFUND_ID,
  createdAt: at,
  ...fields,
});

describe('compareRefunds', () => {
  it('applies a final state the provider reports for a refund still pending on our books', () => {
    for (const status of ['processed', 'failed'] as const) {
      const refund = providerRefund({ status });
      const [finding, ...others] = compareRefunds({ reported: [refund], ours: [refundRow({})] });
      expect(others).toEqual([]);
      expect(finding).toMatchObject({
        kind: 'refund_status_mismatch',
        providerReference: 'rfnd_1',
        internalReference: REFUND_ID,
        ledgerAmount: 30_000,
        providerAmount: 30_000,
        repair: { kind: 'apply_refund', reported: refund },
      });
    }
  });

  it('finds our refund by its receipt before it knows the provider’s id', () => {
    const findings = compareRefunds({
      reported: [providerRefund({ providerRefundId: 'rfnd_new' })],
      ours: [refundRow({ providerRefundId: null })],
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ internalReference: REFUND_ID, repair: expect.anything() });
  });

  it('finds our refund by the provider’s id when the receipt is not ours', () => {
    const findings = compareRefunds({
      reported: [providerRefund({ receipt: 'booking-42', status: 'processed' })],
      ours: [refundRow({ status: 'processed' })],
    });
    expect(findings).toEqual([]);
  });

  it('says nothing when both agree, or while the provider is still processing ours', () => {
    expect(
      compareRefunds({
        reported: [
          providerRefund({ status: 'failed' }),
          providerRefund({
            providerRefundId: 'rfnd_2',
            receipt: null,
            status: 'pending',
          }),
        ],
        ours: [
          refundRow({ status: 'failed' }),
          refundRow({ id: 'other', providerRefundId: 'rfnd_2', status: 'pending' }),
        ],
      }),
    ).toEqual([]);
  });

  it('reports, without mending, a final state that disagrees with ours', () => {
    const findings = compareRefunds({
      reported: [providerRefund({ status: 'failed' })],
      ours: [refundRow({ status: 'processed' })],
    });
    expect(kindsOf(findings)).toEqual(['refund_status_mismatch']);
    expect(findings[0]!.repair).toBeUndefined();
    expect(findings[0]!.detail).toContain('our books say processed');
    // The provider still pending, ours already final: reported too.
    const pending = compareRefunds({
      reported: [providerRefund({ status: 'pending' })],
      ours: [refundRow({ status: 'processed' })],
    });
    expect(kindsOf(pending)).toEqual(['refund_status_mismatch']);
    expect(pending[0]!.repair).toBeUndefined();
  });

  it('reports an amount that differs, without mending, whatever the states', () => {
    const findings = compareRefunds({
      reported: [providerRefund({ amount: 29_000 })],
      ours: [refundRow({})],
    });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      kind: 'refund_status_mismatch',
      ledgerAmount: 30_000,
      providerAmount: 29_000,
    });
    expect(findings[0]!.repair).toBeUndefined();
    expect(findings[0]!.detail).toContain('₹290.00');
  });

  it('lists a refund at the provider that our books do not know', () => {
    const findings = compareRefunds({
      reported: [providerRefund({ providerRefundId: 'rfnd_stray', receipt: null })],
      ours: [],
    });
    expect(findings).toEqual([
      expect.objectContaining({
        kind: 'refund_unknown',
        providerReference: 'rfnd_stray',
        internalReference: null,
        ledgerAmount: null,
        providerAmount: 30_000,
      }),
    ]);
    expect(findings[0]!.repair).toBeUndefined();
  });
});

describe('a provider whose records begin later (the test stand-in after a restart)', () => {
  const start = new Date('2026-11-26T09:00:00Z');

  it('does not call an order older than its records missing at the provider', () => {
    const paidOrders = [
      order({
        id: 'old',
        providerPaymentId: 'pay_old',
        status: 'paid',
        createdAt: new Date('2026-11-25T09:00:00Z'),
      }),
      order({ id: 'new', providerPaymentId: 'pay_new', status: 'paid', createdAt: at }),
    ];
    const findings = comparePayments({
      captured: [],
      ordersByProviderId: new Map(),
      paidOrders,
      recordsSince: start,
    });
    expect(findings.map((finding) => finding.internalReference)).toEqual(['new']);
    // A real provider (null) is asked about both.
    expect(
      comparePayments({
        captured: [],
        ordersByProviderId: new Map(),
        paidOrders,
        recordsSince: null,
      }),
    ).toHaveLength(2);
  });

  it('does not call a payout handed over before its records missing at the provider', () => {
    const submittedLongAgo = [
      payoutRow({
        id: 'old',
        providerPayoutId: 'pout_old',
        submittedAt: new Date('2026-11-25T09:00:00Z'),
      }),
      payoutRow({ id: 'new', providerPayoutId: 'pout_new', submittedAt: at }),
    ];
    const findings = comparePayouts({
      reported: [],
      ours: [],
      submittedLongAgo,
      recordsSince: start,
    });
    expect(findings).toEqual([
      expect.objectContaining({ kind: 'payout_missing_at_provider', internalReference: 'new' }),
    ]);
    expect(comparePayouts({ reported: [], ours: [], submittedLongAgo })).toHaveLength(2);
  });
});
