import { describe, expect, it } from 'vitest';
import {
  bookingCardRefundSchema,
  bookingRefundFieldSchema,
  refundToFieldSchema,
} from './card-refund.schemas';
import { isFinalPayoutStatus, isReturnedPayoutStatus } from './payout.constants';
import {
  listAdminPayoutsQuerySchema,
  listPayoutsResponseSchema,
  payoutResponseSchema,
  withdrawInputSchema,
} from './payout.schemas';
import {
  listReconciliationQuerySchema,
  listReconciliationResponseSchema,
} from './reconciliation.schemas';

const payout = {
  id: '0b8f7a52-3c1d-4d6e-9f5a-1a2b3c4d5e6f',
  amount: 250_000,
  status: 'processing',
  destination: 'Bank account ····9012 (HDFC0001234)',
  utr: null,
  failureReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
} as const;

describe('withdraw input', () => {
  it('takes integer paise from ₹100', () => {
    expect(withdrawInputSchema.parse({ amount: 10_000 })).toEqual({ amount: 10_000 });
  });

  it.each([
    [{ amount: 9_999 }, 'You can withdraw ₹100 or more'],
    [{ amount: 10_000.5 }, 'Whole paise only'],
    [{ amount: '10000' }, 'Enter an amount in paise'],
    [{}, 'Enter an amount in paise'],
  ])('refuses %j: %s', (input, message) => {
    const result = withdrawInputSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('refuses fields it does not know (a client cannot pick the destination)', () => {
    expect(withdrawInputSchema.safeParse({ amount: 10_000, vpa: 'x@ybl' }).success).toBe(false);
  });
});

describe('payout answers', () => {
  it('answers one payout under data, and a list in the project list shape', () => {
    expect(payoutResponseSchema.parse({ data: payout })).toEqual({ data: payout });
    const list = {
      data: [payout, { ...payout, status: 'processed', utr: 'HDFCN52026030212345' }],
      pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
    };
    expect(listPayoutsResponseSchema.parse(list)).toEqual(list);
  });

  it('knows no status but the four of the contract', () => {
    expect(payoutResponseSchema.safeParse({ data: { ...payout, status: 'queued' } }).success).toBe(
      false,
    );
  });

  it('says which statuses are over and which return the money', () => {
    expect(isFinalPayoutStatus('processing')).toBe(false);
    expect(isFinalPayoutStatus('processed')).toBe(true);
    expect(isReturnedPayoutStatus('failed')).toBe(true);
    expect(isReturnedPayoutStatus('reversed')).toBe(true);
    expect(isReturnedPayoutStatus('processed')).toBe(false);
  });

  it('filters the admin list by one status, or none', () => {
    expect(listAdminPayoutsQuerySchema.parse({ status: 'failed', page: '2' })).toEqual({
      status: 'failed',
      page: 2,
      limit: 20,
    });
    expect(listAdminPayoutsQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(listAdminPayoutsQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(listAdminPayoutsQuerySchema.safeParse({ sort: 'amount' }).success).toBe(false);
  });
});

describe('refunds to the card', () => {
  it('defaults refundTo to the wallet and accepts the card', () => {
    expect(refundToFieldSchema.parse(undefined)).toBe('wallet');
    expect(refundToFieldSchema.parse('card')).toBe('card');
    expect(refundToFieldSchema.safeParse('bank').error?.issues[0]?.message).toBe(
      'Choose whether the refund goes to your wallet or your card',
    );
  });

  it('answers the booking refund as pending, processed or failed, or null', () => {
    expect(bookingCardRefundSchema.parse({ status: 'pending', amount: 50_000 })).toEqual({
      status: 'pending',
      amount: 50_000,
    });
    expect(bookingRefundFieldSchema.parse(null)).toBeNull();
    expect(bookingCardRefundSchema.safeParse({ status: 'done', amount: 1 }).success).toBe(false);
    expect(bookingCardRefundSchema.safeParse({ status: 'pending', amount: 0 }).success).toBe(false);
  });
});

describe('reconciliation answers', () => {
  it('lists findings with the dashboard figures beside them', () => {
    const answer = {
      data: [
        {
          id: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
          kind: 'payment_not_confirmed',
          status: 'resolved',
          providerReference: 'pay_NestlyTest0001',
          internalReference: 'c2b1a0f9-8e7d-4c6b-9a5f-4e3d2c1b0a99',
          ledgerAmount: null,
          providerAmount: 1_500_000,
          detail: 'Captured at Razorpay, never confirmed here: confirmed by the daily check',
          resolution: 'confirmed',
          resolutionNote: null,
          foundAt: '2026-03-02T02:00:00.000Z',
          resolvedAt: '2026-03-02T02:00:01.000Z',
        },
      ],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
      summary: {
        openFindings: 0,
        moneyInTransit: 250_000,
        cardRefundsInTransit: 0,
        failedPayouts: { count: 1, amount: 10_000 },
        lastRunAt: '2026-03-02T02:00:01.000Z',
      },
    };
    expect(listReconciliationResponseSchema.parse(answer)).toEqual(answer);
  });

  it('filters by open or resolved', () => {
    expect(listReconciliationQuerySchema.parse({ status: 'open' })).toMatchObject({
      status: 'open',
    });
    expect(listReconciliationQuerySchema.safeParse({ status: 'all' }).success).toBe(false);
  });
});
