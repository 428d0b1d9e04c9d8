import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Money out through the provider (PRODUCT.md, Money out: "Provider"): validating a payout account
 * (a penny drop), paying out (RazorpayX), refunding a card payment (Razorpay), reading the
 * provider's records back for the daily reconciliation, and checking the RazorpayX webhook's
 * signature. Two adapters: `payouts-provider-razorpay.ts` (real) and `payouts-provider-test-mode.ts`
 * (the test-mode stand-in, which settles through the same webhook handler as the real one).
 *
 * Account numbers pass through here on their way to the provider only: nothing in this file or
 * its adapters logs them, and provider messages are cleaned of long digit runs before they travel.
 */

export type FundAccountDetails =
  | { method: 'bank_account'; accountHolder: string; accountNumber: string; ifsc: string }
  | { method: 'upi'; accountHolder: string; vpa: string };

export interface FundAccountValidation {
  status: 'verified' | 'failed';
  /** The provider's ids, kept to pay out to this account later. */
  providerContactId: string;
  providerFundAccountId: string;
  /** The name the bank has on the account, when it says (for a mismatch warning). */
  registeredName: string | null;
  /** Why it failed, in words for the person; null when verified. */
  failureReason: string | null;
}

export interface ValidateFundAccountRequest {
  details: FundAccountDetails;
  /** Our id for the person (the provider's `reference_id` on the contact). */
  reference: string;
  /** Owners are paid as vendors, tenants (refunds, wallet money) as customers. */
  contactType: 'vendor' | 'customer';
}

/** Our payout statuses (the shared schema's), which the provider's finer ones map onto. */
export type ProviderPayoutStatus = 'processing' | 'processed' | 'failed' | 'reversed';

export interface CreatePayoutRequest {
  /** Our payout id: the same key never pays twice (RazorpayX's X-Payout-Idempotency). */
  idempotencyKey: string;
  providerFundAccountId: string;
  method: 'bank_account' | 'upi';
  /** Paise. */
  amount: number;
  /** Our payout id again, as the provider's reference: its webhooks name it. */
  reference: string;
}

export interface ProviderPayout {
  providerPayoutId: string;
  reference: string | null;
  amount: number;
  status: ProviderPayoutStatus;
  utr: string | null;
  failureReason: string | null;
  createdAt: Date;
}

export interface CreateRefundRequest {
  /** Our card refund's id: the same key never refunds twice (Razorpay's X-Refund-Idempotency). */
  idempotencyKey: string;
  providerPaymentId: string;
  /** Paise, at most what is left of the payment. */
  amount: number;
  /** Our reference (the booking's), shown on the provider's dashboard. */
  receipt: string;
}

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  providerRefundId: string;
  providerPaymentId: string;
  amount: number;
  status: ProviderRefundStatus;
  receipt: string | null;
  createdAt: Date;
}

export interface ProviderPayment {
  providerPaymentId: string;
  providerOrderId: string | null;
  amount: number;
  status: string;
  createdAt: Date;
}

/** A window of the provider's records, by creation time. */
export interface ProviderRecordWindow {
  from: Date;
  to: Date;
}

export interface PayoutsProvider {
  name: 'razorpay' | 'test';
  isTestMode: boolean;
  /**
   * The earliest creation its lists can hold: the test-mode stand-in keeps its records in memory
   * from its own start, so a restarted server's stand-in knows nothing older (the reconciliation
   * skips its "missing at provider" checks for those). Null for the real provider.
   */
  recordsSince: Date | null;
  validateFundAccount: (request: ValidateFundAccountRequest) => Promise<FundAccountValidation>;
  createPayout: (request: CreatePayoutRequest) => Promise<ProviderPayout>;
  createRefund: (request: CreateRefundRequest) => Promise<ProviderRefund>;
  listCapturedPayments: (window: ProviderRecordWindow) => Promise<ProviderPayment[]>;
  listRefunds: (window: ProviderRecordWindow) => Promise<ProviderRefund[]>;
  listPayouts: (window: ProviderRecordWindow) => Promise<ProviderPayout[]>;
  /** RazorpayX webhooks: hex HMAC-SHA256 of the raw body with the RazorpayX webhook secret. */
  isValidPayoutWebhookSignature: (rawBody: string, signature: string) => boolean;
}

/**
 * A refusal or failure of the provider. `retryable` says whether the same call (with the same
 * idempotency key) may succeed later: a network error, a 5xx, a 429, or Razorpay's 409 for a
 * request with that key still in progress.
 */
export class ProviderError extends Error {
  readonly status: number | null;
  readonly providerCode: string;
  readonly retryable: boolean;

  constructor(options: { status: number | null; providerCode: string; description: string }) {
    super(redactAccountNumbers(options.description));
    this.name = 'ProviderError';
    this.status = options.status;
    this.providerCode = options.providerCode;
    this.retryable =
      options.status === null ||
      options.status >= 500 ||
      options.status === 429 ||
      options.status === 409;
  }
}

/** Any run of 9 or more digits (an account number's length) becomes `[redacted]`. */
export const redactAccountNumbers = (text: string): string => text.replace(/\d{9,}/g, '[redacted]');

const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Razorpay's and RazorpayX's webhook signature: hex HMAC-SHA256 of the raw body. */
export const signWebhookBody = (secret: string, rawBody: string) => hmacHex(secret, rawBody);

export const isValidWebhookBodySignature = (
  secret: string,
  rawBody: string,
  signature: string,
): boolean => {
  const expected = Buffer.from(signWebhookBody(secret, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/** RazorpayX's payout states, onto ours. */
const PAYOUT_STATUS_MAP: Record<string, ProviderPayoutStatus> = {
  queued: 'processing',
  pending: 'processing',
  scheduled: 'processing',
  processing: 'processing',
  processed: 'processed',
  reversed: 'reversed',
  failed: 'failed',
  rejected: 'failed',
  cancelled: 'failed',
};

export const toProviderPayoutStatus = (status: string): ProviderPayoutStatus =>
  PAYOUT_STATUS_MAP[status] ?? 'processing';

/** Razorpay's payout entity, as it travels in API answers and webhooks (what we read of it). */
export const razorpayPayoutEntitySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.string(),
  reference_id: z.string().nullish(),
  utr: z.string().nullish(),
  failure_reason: z.string().nullish(),
  status_details: z.object({ description: z.string().nullish() }).nullish(),
  created_at: z.number(),
});

export const razorpayRefundEntitySchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
  receipt: z.string().nullish(),
  created_at: z.number(),
});

export const toProviderPayout = (
  entity: z.infer<typeof razorpayPayoutEntitySchema>,
): ProviderPayout => {
  const status = toProviderPayoutStatus(entity.status);
  const reason = entity.status_details?.description ?? entity.failure_reason ?? null;
  return {
    providerPayoutId: entity.id,
    reference: entity.reference_id ?? null,
    amount: entity.amount,
    status,
    utr: entity.utr ?? null,
    failureReason:
      status === 'failed' || status === 'reversed'
        ? redactAccountNumbers(reason ?? '') || null
        : null,
    createdAt: new Date(entity.created_at * 1000),
  };
};

export const toProviderRefund = (
  entity: z.infer<typeof razorpayRefundEntitySchema>,
): ProviderRefund => ({
  providerRefundId: entity.id,
  providerPaymentId: entity.payment_id,
  amount: entity.amount,
  status: entity.status,
  receipt: entity.receipt ?? null,
  createdAt: new Date(entity.created_at * 1000),
});

/** The webhook events money out acts on (PRODUCT.md: payout.processed … refund.failed). */
export const MONEY_OUT_EVENTS = [
  'payout.processed',
  'payout.failed',
  'payout.reversed',
  'refund.processed',
  'refund.failed',
] as const;

export type MoneyOutEvent =
  | {
      eventId: string;
      type: 'payout.processed' | 'payout.failed' | 'payout.reversed';
      payout: ProviderPayout;
    }
  | { eventId: string; type: 'refund.processed' | 'refund.failed'; refund: ProviderRefund }
  /** Any other event (payout.queued, payment.captured…): acknowledged, nothing to do here. */
  | { eventId: string; type: 'ignored'; event: string };

const webhookEnvelopeSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payout: z.object({ entity: razorpayPayoutEntitySchema }).optional(),
      refund: z.object({ entity: razorpayRefundEntitySchema }).optional(),
    })
    .optional(),
});

/**
 * Reads a webhook delivery whose signature has been checked. `eventId` is Razorpay's
 * `X-Razorpay-Event-Id` header: the handler records it so an event is acted on once, however
 * often it is delivered. Throws on a payload that does not have the shape its event promises.
 */
export const parseMoneyOutEvent = (eventId: string, body: unknown): MoneyOutEvent => {
  const envelope = webhookEnvelopeSchema.parse(body);
  const { event } = envelope;
  if (event === 'payout.processed' || event === 'payout.failed' || event === 'payout.reversed') {
    const entity = envelope.payload?.payout?.entity;
    if (!entity) throw new Error(`${event} without a payout entity`);
    return { eventId, type: event, payout: toProviderPayout(entity) };
  }
  if (event === 'payout.rejected') {
    // RazorpayX's rejection (e.g. an approval refused) ends the payout like a failure.
    const entity = envelope.payload?.payout?.entity;
    if (!entity) throw new Error(`${event} without a payout entity`);
    return { eventId, type: 'payout.failed', payout: toProviderPayout(entity) };
  }
  if (event === 'refund.processed' || event === 'refund.failed') {
    const entity = envelope.payload?.refund?.entity;
    if (!entity) throw new Error(`${event} without a refund entity`);
    return { eventId, type: event, refund: toProviderRefund(entity) };
  }
  return { eventId, type: 'ignored', event };
};

/** Where each kind of event is delivered (the payouts one is RazorpayX's, refunds Razorpay's). */
export const WEBHOOK_PATHS = {
  razorpayx: '/api/payments/razorpayx/webhook',
  razorpay: '/api/payments/razorpay/webhook',
} as const;

/** One webhook delivery, as the provider would POST it. Plain data, so a durable job can hold it. */
export interface WebhookDelivery {
  path: (typeof WEBHOOK_PATHS)[keyof typeof WEBHOOK_PATHS];
  rawBody: string;
  headers: { 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}
