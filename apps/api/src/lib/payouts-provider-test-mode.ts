import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from './clock';
import {
  isValidWebhookBodySignature,
  ProviderError,
  signWebhookBody,
  WEBHOOK_PATHS,
  type CreatePayoutRequest,
  type CreateRefundRequest,
  type FundAccountDetails,
  type PayoutsProvider,
  type ProviderPayment,
  type ProviderPayout,
  type ProviderPayoutStatus,
  type ProviderRefund,
  type ProviderRefundStatus,
  type WebhookDelivery,
} from './payouts-provider';

/**
 * The test-mode stand-in for RazorpayX and Razorpay's refunds (PRODUCT.md, Money out: "Provider").
 * It answers like the provider at once (a payout `processing`, a refund `pending`) and settles
 * later, as the provider does: `PAYOUT_TEST_SETTLE_SECONDS` after the call it hands a correctly
 * signed webhook delivery, with its event id, to `schedule`. The app delivers it to the same
 * webhook handler real deliveries reach, so test and real payouts settle through one path.
 *
 * The contract's rules, by the account's own details:
 * - account numbers ending `0000` and UPI ids starting `invalid` fail validation;
 * - account numbers ending `1111` and UPI ids starting `payoutfail` validate, their payouts fail.
 * One rule of ours beside them, so a reversal can be lived through too: account numbers ending
 * `2222` and UPI ids starting `payoutreverse` are paid (`payout.processed`), then the bank sends
 * the money back (`payout.reversed`) one settle period later.
 *
 * The behaviour travels inside the fund account id it hands out (`fa_test_payoutfail_…`), so a
 * payout still fails as it should after a restart or on another API process.
 */

/** A delivery to make at `runAt`: plain data, so the app can hold it in its durable job queue. */
export interface ScheduledWebhook {
  runAt: Date;
  delivery: WebhookDelivery;
}

export type ScheduleWebhook = (scheduled: ScheduledWebhook) => void | Promise<void>;

export interface TestPayoutsProviderOptions {
  clock: Clock;
  /** `PAYOUT_TEST_SETTLE_SECONDS` (default 3). */
  settleSeconds: number;
  /** Signs payout events, as RazorpayX signs them (the RazorpayX webhook secret). */
  payoutWebhookSecret: string;
  /** Signs refund events, as Razorpay signs them (the Razorpay webhook secret). */
  refundWebhookSecret: string;
  schedule: ScheduleWebhook;
}

export type TestAccountBehaviour = 'invalid' | 'payout_fails' | 'payout_reverses' | 'pays';

/** What the contract's test rules (and our reversal rule) make of an account. */
export const testAccountBehaviour = (details: FundAccountDetails): TestAccountBehaviour => {
  if (details.method === 'bank_account') {
    const number = details.accountNumber;
    if (number.endsWith('0000')) return 'invalid';
    if (number.endsWith('1111')) return 'payout_fails';
    if (number.endsWith('2222')) return 'payout_reverses';
    return 'pays';
  }
  const vpa = details.vpa.toLowerCase();
  if (vpa.startsWith('invalid')) return 'invalid';
  if (vpa.startsWith('payoutfail')) return 'payout_fails';
  if (vpa.startsWith('payoutreverse')) return 'payout_reverses';
  return 'pays';
};

const FUND_ACCOUNT_PREFIX: Record<Exclude<TestAccountBehaviour, 'invalid'>, string> = {
  pays: 'fa_test_ok_',
  payout_fails: 'fa_test_payoutfail_',
  payout_reverses: 'fa_test_reverse_',
};

const behaviourOfFundAccount = (fundAccountId: string): TestAccountBehaviour | null => {
  for (const [behaviour, prefix] of Object.entries(FUND_ACCOUNT_PREFIX)) {
    if (fundAccountId.startsWith(prefix)) return behaviour as TestAccountBehaviour;
  }
  return null;
};

const randomId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

/** A 12-digit bank reference, as IMPS answers. */
const randomUtr = () => `${randomBytes(6).readUIntBE(0, 6) % 1_000_000_000_000}`.padStart(12, '0');

const fingerprint = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

const sameKeyOtherBody = () =>
  new ProviderError({
    status: 400,
    providerCode: 'BAD_REQUEST_ERROR',
    description: 'Different request with the same idempotency key has already been processed.',
  });

const TEST_FAILURE_REASON = 'The bank declined the transfer. Check your payout account details.';
const TEST_REVERSAL_REASON = 'The bank sent the money back: the account may be closed or frozen.';

/** One step of a payout's life at the stand-in: from `at`, it is in `status`. */
interface PayoutStep {
  at: Date;
  status: ProviderPayoutStatus;
  utr: string | null;
  failureReason: string | null;
}

interface TestPayoutRecord {
  providerPayoutId: string;
  reference: string;
  amount: number;
  createdAt: Date;
  steps: PayoutStep[];
}

interface TestRefundRecord {
  refund: ProviderRefund;
  settlesAt: Date;
  outcome: Exclude<ProviderRefundStatus, 'pending'>;
}

export interface TestPayoutsProvider extends PayoutsProvider {
  name: 'test';
  /**
   * A payment the test checkout captured. The payments module records each one here, so the
   * reconciliation finds captured payments whose tab never confirmed them, as it would at Razorpay.
   */
  recordCapturedPayment: (payment: {
    providerPaymentId: string;
    providerOrderId: string | null;
    amount: number;
  }) => void;
  /** Tests: refunds of this payment fail (`refund.failed`) instead of being processed. */
  failRefundsOf: (providerPaymentId: string) => void;
}

export const createTestPayoutsProvider = (
  options: TestPayoutsProviderOptions,
): TestPayoutsProvider => {
  const { clock } = options;
  const settleMs = options.settleSeconds * 1000;
  const payouts = new Map<string, TestPayoutRecord>();
  const payoutsByKey = new Map<string, { fingerprint: string; providerPayoutId: string }>();
  const refunds = new Map<string, TestRefundRecord>();
  const refundsByKey = new Map<string, { fingerprint: string; providerRefundId: string }>();
  const payments = new Map<string, ProviderPayment>();
  const failingRefundPayments = new Set<string>();

  const payoutAt = (record: TestPayoutRecord, at: Date): ProviderPayout => {
    const step = record.steps.filter((candidate) => candidate.at <= at).at(-1) ?? record.steps[0]!;
    return {
      providerPayoutId: record.providerPayoutId,
      reference: record.reference,
      amount: record.amount,
      status: step.status,
      utr: step.utr,
      failureReason: step.failureReason,
      createdAt: record.createdAt,
    };
  };

  const refundAt = (record: TestRefundRecord, at: Date): ProviderRefund => ({
    ...record.refund,
    status: at >= record.settlesAt ? record.outcome : 'pending',
  });

  /** Signs and schedules one event, shaped as Razorpay's (entity inside `payload.<kind>`). */
  const scheduleEvent = async (
    runAt: Date,
    target: 'razorpayx' | 'razorpay',
    event: string,
    kind: 'payout' | 'refund',
    entity: Record<string, unknown>,
  ) => {
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test_nestly',
      event,
      contains: [kind],
      payload: { [kind]: { entity } },
      created_at: Math.floor(runAt.getTime() / 1000),
    });
    const secret =
      target === 'razorpayx' ? options.payoutWebhookSecret : options.refundWebhookSecret;
    await options.schedule({
      runAt,
      delivery: {
        path: WEBHOOK_PATHS[target],
        rawBody,
        headers: {
          'x-razorpay-signature': signWebhookBody(secret, rawBody),
          'x-razorpay-event-id': randomId('evt_test_'),
        },
      },
    });
  };

  const payoutEntity = (payout: ProviderPayout, fundAccountId: string, mode: string) => ({
    id: payout.providerPayoutId,
    entity: 'payout',
    fund_account_id: fundAccountId,
    amount: payout.amount,
    currency: 'INR',
    status: payout.status,
    purpose: 'payout',
    mode,
    utr: payout.utr,
    reference_id: payout.reference,
    failure_reason: payout.failureReason,
    status_details: payout.failureReason ? { description: payout.failureReason } : null,
    created_at: Math.floor(payout.createdAt.getTime() / 1000),
  });

  const createPayout = async (request: CreatePayoutRequest): Promise<ProviderPayout> => {
    const { idempotencyKey, ...body } = request;
    const bodyFingerprint = fingerprint(body);
    const earlier = payoutsByKey.get(idempotencyKey);
    if (earlier) {
      if (earlier.fingerprint !== bodyFingerprint) throw sameKeyOtherBody();
      return payoutAt(payouts.get(earlier.providerPayoutId)!, clock.now());
    }
    const behaviour = behaviourOfFundAccount(request.providerFundAccountId);
    if (!behaviour || behaviour === 'invalid') {
      throw new ProviderError({
        status: 400,
        providerCode: 'BAD_REQUEST_ERROR',
        description: 'The fund account id provided does not exist',
      });
    }
    if (!Number.isInteger(request.amount) || request.amount < 100) {
      throw new ProviderError({
        status: 400,
        providerCode: 'BAD_REQUEST_ERROR',
        description: 'The amount must be at least INR 1.00',
      });
    }
    const createdAt = clock.now();
    const settledAt = new Date(createdAt.getTime() + settleMs);
    const steps: PayoutStep[] = [
      { at: createdAt, status: 'processing', utr: null, failureReason: null },
    ];
    if (behaviour === 'payout_fails') {
      steps.push({
        at: settledAt,
        status: 'failed',
        utr: null,
        failureReason: TEST_FAILURE_REASON,
      });
    } else {
      const utr = randomUtr();
      steps.push({ at: settledAt, status: 'processed', utr, failureReason: null });
      if (behaviour === 'payout_reverses') {
        const reversedAt = new Date(settledAt.getTime() + settleMs);
        steps.push({
          at: reversedAt,
          status: 'reversed',
          utr,
          failureReason: TEST_REVERSAL_REASON,
        });
      }
    }
    const record: TestPayoutRecord = {
      providerPayoutId: randomId('pout_test_'),
      reference: request.reference,
      amount: request.amount,
      createdAt,
      steps,
    };
    payouts.set(record.providerPayoutId, record);
    payoutsByKey.set(idempotencyKey, {
      fingerprint: bodyFingerprint,
      providerPayoutId: record.providerPayoutId,
    });
    const mode = request.method === 'upi' ? 'UPI' : 'IMPS';
    for (const step of steps.slice(1)) {
      const payout = payoutAt(record, step.at);
      await scheduleEvent(
        step.at,
        'razorpayx',
        `payout.${step.status}`,
        'payout',
        payoutEntity(payout, request.providerFundAccountId, mode),
      );
    }
    return payoutAt(record, createdAt);
  };

  /** What is refunded or on its way back (a pending refund holds its amount, as at Razorpay). */
  const refundedSoFar = (providerPaymentId: string, at: Date) =>
    [...refunds.values()]
      .filter(
        (record) =>
          record.refund.providerPaymentId === providerPaymentId &&
          refundAt(record, at).status !== 'failed',
      )
      .reduce((sum, { refund }) => sum + refund.amount, 0);

  const createRefund = async (request: CreateRefundRequest): Promise<ProviderRefund> => {
    const { idempotencyKey, ...body } = request;
    const bodyFingerprint = fingerprint(body);
    const earlier = refundsByKey.get(idempotencyKey);
    if (earlier) {
      if (earlier.fingerprint !== bodyFingerprint) throw sameKeyOtherBody();
      return refundAt(refunds.get(earlier.providerRefundId)!, clock.now());
    }
    const payment = payments.get(request.providerPaymentId);
    const createdAt = clock.now();
    if (
      payment &&
      refundedSoFar(payment.providerPaymentId, createdAt) + request.amount > payment.amount
    ) {
      throw new ProviderError({
        status: 400,
        providerCode: 'BAD_REQUEST_ERROR',
        description: 'The refund amount provided is greater than amount captured',
      });
    }
    const record: TestRefundRecord = {
      refund: {
        providerRefundId: randomId('rfnd_test_'),
        providerPaymentId: request.providerPaymentId,
        amount: request.amount,
        status: 'pending',
        receipt: request.receipt,
        createdAt,
      },
      settlesAt: new Date(createdAt.getTime() + settleMs),
      outcome: failingRefundPayments.has(request.providerPaymentId) ? 'failed' : 'processed',
    };
    refunds.set(record.refund.providerRefundId, record);
    refundsByKey.set(idempotencyKey, {
      fingerprint: bodyFingerprint,
      providerRefundId: record.refund.providerRefundId,
    });
    await scheduleEvent(record.settlesAt, 'razorpay', `refund.${record.outcome}`, 'refund', {
      id: record.refund.providerRefundId,
      entity: 'refund',
      amount: record.refund.amount,
      currency: 'INR',
      payment_id: record.refund.providerPaymentId,
      receipt: record.refund.receipt,
      status: record.outcome,
      speed_processed: 'normal',
      created_at: Math.floor(createdAt.getTime() / 1000),
    });
    return record.refund;
  };

  const within = (date: Date, window: { from: Date; to: Date }) =>
    date >= window.from && date <= window.to;

  return {
    name: 'test',
    isTestMode: true,
    recordsSince: clock.now(),
    validateFundAccount: async ({ details }) => {
      const behaviour = testAccountBehaviour(details);
      const providerContactId = randomId('cont_test_');
      if (behaviour === 'invalid') {
        return {
          status: 'failed',
          providerContactId,
          providerFundAccountId: randomId('fa_test_invalid_'),
          registeredName: null,
          failureReason:
            details.method === 'bank_account'
              ? 'The bank says this account does not exist. Check the account number and IFSC.'
              : 'This UPI id does not exist. Check it and try again.',
        };
      }
      return {
        status: 'verified',
        providerContactId,
        providerFundAccountId: randomId(FUND_ACCOUNT_PREFIX[behaviour]),
        registeredName: details.accountHolder.toUpperCase(),
        failureReason: null,
      };
    },
    createPayout,
    createRefund,
    listCapturedPayments: async (window) =>
      [...payments.values()].filter((payment) => within(payment.createdAt, window)),
    listRefunds: async (window) => {
      const now = clock.now();
      return [...refunds.values()]
        .filter(({ refund }) => within(refund.createdAt, window))
        .map((record) => refundAt(record, now));
    },
    listPayouts: async (window) => {
      const now = clock.now();
      return [...payouts.values()]
        .filter((record) => within(record.createdAt, window))
        .map((record) => payoutAt(record, now));
    },
    isValidPayoutWebhookSignature: (rawBody, signature) =>
      isValidWebhookBodySignature(options.payoutWebhookSecret, rawBody, signature),
    recordCapturedPayment: (payment) => {
      payments.set(payment.providerPaymentId, {
        ...payment,
        status: 'captured',
        createdAt: clock.now(),
      });
    },
    failRefundsOf: (providerPaymentId) => {
      failingRefundPayments.add(providerPaymentId);
    },
  };
};

/**
 * Holds scheduled deliveries in memory and makes the due ones when asked, by the given clock: the
 * scheduler of unit and integration tests (move the test clock, then `deliverDue`). The running
 * app schedules through its durable job queue instead (a job with `runAt`).
 */
export const createManualWebhookScheduler = (
  clock: Clock,
  deliver: (delivery: WebhookDelivery) => Promise<void>,
) => {
  const queue: ScheduledWebhook[] = [];
  return {
    schedule: ((scheduled) => {
      queue.push(scheduled);
    }) satisfies ScheduleWebhook,
    /** Deliveries not made yet. */
    pending: (): readonly ScheduledWebhook[] => [...queue],
    /** Makes every delivery due by now, earliest first; answers how many it made. */
    deliverDue: async (): Promise<number> => {
      const now = clock.now();
      const due = queue
        .filter((scheduled) => scheduled.runAt <= now)
        .sort((left, right) => left.runAt.getTime() - right.runAt.getTime());
      for (const scheduled of due) {
        queue.splice(queue.indexOf(scheduled), 1);
        await deliver(scheduled.delivery);
      }
      return due.length;
    },
  };
};
