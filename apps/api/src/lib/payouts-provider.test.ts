import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isValidWebhookBodySignature,
  parseMoneyOutEvent,
  ProviderError,
  redactAccountNumbers,
  signWebhookBody,
  toProviderPayoutStatus,
} from './payouts-provider';

const SECRET = 'razorpayx_webhook_secret';

const payoutEvent = (event: string, entity: Record<string, unknown> = {}) => ({
  entity: 'event',
  account_id: 'acc_BfVUrG6tDiL7H0',
  event,
  contains: ['payout'],
  payload: {
    payout: {
      entity: {
        id: 'pout_00000000000001',
        entity: 'payout',
        amount: 250_000,
        status: event.split('.')[1],
        reference_id: '0b8f7a52-3c1d-4d6e-9f5a-1a2b3c4d5e6f',
        utr: null,
        failure_reason: null,
        status_details: null,
        created_at: 1_772_445_600,
        ...entity,
      },
    },
  },
  created_at: 1_772_445_603,
});

describe('webhook signature (hex HMAC-SHA256 of the raw body)', () => {
  const rawBody = JSON.stringify(payoutEvent('payout.processed'));
  const signature = createHmac('sha256', SECRET).update(rawBody).digest('hex');

  it('matches an independent HMAC and accepts it', () => {
    expect(signWebhookBody(SECRET, rawBody)).toBe(signature);
    expect(isValidWebhookBodySignature(SECRET, rawBody, signature)).toBe(true);
  });

  it('refuses a changed body, another secret, a truncated or empty signature', () => {
    expect(
      isValidWebhookBodySignature(SECRET, rawBody.replace('250000', '350000'), signature),
    ).toBe(false);
    expect(isValidWebhookBodySignature('another_secret', rawBody, signature)).toBe(false);
    expect(isValidWebhookBodySignature(SECRET, rawBody, signature.slice(0, -2))).toBe(false);
    expect(isValidWebhookBodySignature(SECRET, rawBody, '')).toBe(false);
  });

  it('checks the raw bytes, not a re-serialised body', () => {
    const spaced = JSON.stringify(JSON.parse(rawBody), null, 2);
    expect(isValidWebhookBodySignature(SECRET, spaced, signature)).toBe(false);
  });
});

describe('money-out webhook events', () => {
  it('reads a processed payout with its UTR and our reference', () => {
    const event = parseMoneyOutEvent(
      'evt_1',
      payoutEvent('payout.processed', { utr: '412345678901' }),
    );
    expect(event).toEqual({
      eventId: 'evt_1',
      type: 'payout.processed',
      payout: {
        providerPayoutId: 'pout_00000000000001',
        reference: '0b8f7a52-3c1d-4d6e-9f5a-1a2b3c4d5e6f',
        amount: 250_000,
        status: 'processed',
        utr: '412345678901',
        failureReason: null,
        createdAt: new Date(1_772_445_600_000),
      },
    });
  });

  it('reads a failed payout with the bank’s reason, cleaned of any account number', () => {
    const event = parseMoneyOutEvent(
      'evt_2',
      payoutEvent('payout.failed', {
        status_details: { description: 'Beneficiary account 123456789012 is closed' },
      }),
    );
    expect(event.type).toBe('payout.failed');
    expect(event.type === 'payout.failed' && event.payout.failureReason).toBe(
      'Beneficiary account [redacted] is closed',
    );
  });

  it('reads a reversal, and a rejection as a failure', () => {
    expect(parseMoneyOutEvent('evt_3', payoutEvent('payout.reversed')).type).toBe(
      'payout.reversed',
    );
    const rejected = parseMoneyOutEvent('evt_4', payoutEvent('payout.rejected'));
    expect(rejected.type).toBe('payout.failed');
    expect(rejected.type === 'payout.failed' && rejected.payout.status).toBe('failed');
  });

  it('reads processed and failed refunds', () => {
    for (const status of ['processed', 'failed'] as const) {
      const event = parseMoneyOutEvent(`evt_${status}`, {
        event: `refund.${status}`,
        payload: {
          refund: {
            entity: {
              id: 'rfnd_1',
              payment_id: 'pay_1',
              amount: 50_000,
              status,
              receipt: 'NST-1001',
              created_at: 1_772_445_600,
            },
          },
        },
      });
      expect(event).toMatchObject({
        type: `refund.${status}`,
        refund: { providerRefundId: 'rfnd_1', providerPaymentId: 'pay_1', amount: 50_000, status },
      });
    }
  });

  it('acknowledges other events without acting on them', () => {
    expect(parseMoneyOutEvent('evt_5', payoutEvent('payout.queued'))).toEqual({
      eventId: 'evt_5',
      type: 'ignored',
      event: 'payout.queued',
    });
    expect(parseMoneyOutEvent('evt_6', { event: 'payment.captured', payload: {} }).type).toBe(
      'ignored',
    );
  });

  it('throws on an event without the entity it names', () => {
    expect(() => parseMoneyOutEvent('evt_7', { event: 'payout.processed', payload: {} })).toThrow(
      'payout.processed without a payout entity',
    );
    expect(() => parseMoneyOutEvent('evt_8', { nothing: true })).toThrow();
  });
});

describe('provider states and errors', () => {
  it('maps RazorpayX payout states onto ours', () => {
    expect(
      [
        'queued',
        'pending',
        'processing',
        'processed',
        'reversed',
        'failed',
        'rejected',
        'cancelled',
      ].map(toProviderPayoutStatus),
    ).toEqual([
      'processing',
      'processing',
      'processing',
      'processed',
      'reversed',
      'failed',
      'failed',
      'failed',
    ]);
  });

  it('says which errors a retry with the same key may cure', () => {
    const error = (status: number | null) =>
      new ProviderError({ status, providerCode: 'X', description: 'x' }).retryable;
    expect([null, 500, 502, 429, 409].map(error)).toEqual([true, true, true, true, true]);
    expect([400, 401, 404].map(error)).toEqual([false, false, false]);
  });

  it('never carries an account number in its message', () => {
    expect(
      new ProviderError({
        status: 400,
        providerCode: 'BAD_REQUEST_ERROR',
        description: 'Invalid account number 000123456789012 for IFSC HDFC0001234',
      }).message,
    ).toBe('Invalid account number [redacted] for IFSC HDFC0001234');
    expect(redactAccountNumbers('amount 25000 paise')).toBe('amount 25000 paise');
  });
});
