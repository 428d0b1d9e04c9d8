import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from './payouts-provider';
import { createRazorpayPayoutsProvider } from './payouts-provider-razorpay';

/**
 * The real adapter against a local fake of Razorpay's API (never the internet): what it sends
 * (paths, basic auth, idempotency headers, bodies, list windows) and how it reads the answers.
 */

interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Answer = { status: number; json: unknown };
type Route = (request: RecordedRequest) => Answer;

const KEY_ID = 'rzp_test_key';
const KEY_SECRET = 'rzp_test_secret';
const X_ACCOUNT = '7878780080316316';
const ACCOUNT_NUMBER = '123456789012';

let server: Server;
let baseUrl: string;
let requests: RecordedRequest[] = [];
let routes: Record<string, Route> = {};

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: incoming.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.path}`];
      const answer = route
        ? route(request)
        : { status: 404, json: { error: { code: 'NOT_FOUND', description: 'no such route' } } };
      outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  routes = {};
});

const sleeps: number[] = [];
const provider = () =>
  createRazorpayPayoutsProvider({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    accountNumber: X_ACCOUNT,
    payoutWebhookSecret: 'x_webhook_secret',
    baseUrl,
    validationPolls: { attempts: 3, intervalMs: 500 },
    sleep: async (milliseconds) => {
      sleeps.push(milliseconds);
    },
  });

const BASIC = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

const payoutEntity = (overrides: Record<string, unknown> = {}) => ({
  id: 'pout_1',
  entity: 'payout',
  fund_account_id: 'fa_1',
  amount: 250_000,
  currency: 'INR',
  status: 'processing',
  utr: null,
  reference_id: 'payout-1',
  failure_reason: null,
  status_details: null,
  created_at: 1_772_445_600,
  ...overrides,
});

const bankDetails = {
  method: 'bank_account',
  accountHolder: 'Priya Varghese',
  accountNumber: ACCOUNT_NUMBER,
  ifsc: 'HDFC0001234',
} as const;

describe('fund account validation (penny drop)', () => {
  const validationRoutes = (final: Record<string, unknown>, pendingReads = 1) => {
    let reads = 0;
    routes = {
      'POST /v1/contacts': () => ({ status: 201, json: { id: 'cont_1', entity: 'contact' } }),
      'POST /v1/fund_accounts': () => ({
        status: 201,
        json: { id: 'fa_1', entity: 'fund_account' },
      }),
      'POST /v1/fund_accounts/validations': () => ({
        status: 201,
        json: { id: 'fav_1', status: 'created', results: null },
      }),
      'GET /v1/fund_accounts/validations/fav_1': () => {
        reads += 1;
        return reads <= pendingReads
          ? { status: 200, json: { id: 'fav_1', status: 'created', results: null } }
          : { status: 200, json: { id: 'fav_1', ...final } };
      },
    };
  };

  it('creates the contact, the bank fund account and a ₹1 validation, then reads it until done', async () => {
    sleeps.length = 0;
    validationRoutes({
      status: 'completed',
      results: { account_status: 'active', registered_name: 'PRIYA VARGHESE' },
    });
    const result = await provider().validateFundAccount({
      details: bankDetails,
      reference: 'person-1',
      contactType: 'vendor',
    });
    expect(result).toEqual({
      status: 'verified',
      providerContactId: 'cont_1',
      providerFundAccountId: 'fa_1',
      registeredName: 'PRIYA VARGHESE',
      failureReason: null,
    });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/contacts',
      'POST /v1/fund_accounts',
      'POST /v1/fund_accounts/validations',
      'GET /v1/fund_accounts/validations/fav_1',
      'GET /v1/fund_accounts/validations/fav_1',
    ]);
    expect(requests.every((request) => request.headers.authorization === BASIC)).toBe(true);
    expect(requests[0]!.body).toEqual({
      name: 'Priya Varghese',
      type: 'vendor',
      reference_id: 'person-1',
    });
    expect(requests[1]!.body).toEqual({
      contact_id: 'cont_1',
      account_type: 'bank_account',
      bank_account: { name: 'Priya Varghese', ifsc: 'HDFC0001234', account_number: ACCOUNT_NUMBER },
    });
    expect(requests[2]!.body).toEqual({
      account_number: X_ACCOUNT,
      fund_account: { id: 'fa_1' },
      amount: 100,
      currency: 'INR',
      notes: { reference: 'person-1' },
    });
    expect(sleeps).toEqual([500, 500]);
  });

  it('sends a UPI id as a vpa fund account, validated without an amount', async () => {
    validationRoutes({ status: 'completed', results: { account_status: 'active' } }, 0);
    const result = await provider().validateFundAccount({
      details: { method: 'upi', accountHolder: 'Asha Menon', vpa: 'asha@okhdfc' },
      reference: 'person-2',
      contactType: 'customer',
    });
    expect(result.status).toBe('verified');
    expect(requests[1]!.body).toEqual({
      contact_id: 'cont_1',
      account_type: 'vpa',
      vpa: { address: 'asha@okhdfc' },
    });
    expect(requests[2]!.body).toEqual({
      account_number: X_ACCOUNT,
      fund_account: { id: 'fa_1' },
      notes: { reference: 'person-2' },
    });
  });

  it('reports an account the bank does not know as failed, with a reason for the person', async () => {
    validationRoutes({ status: 'completed', results: { account_status: 'invalid' } });
    const result = await provider().validateFundAccount({
      details: bankDetails,
      reference: 'person-1',
      contactType: 'vendor',
    });
    expect(result).toMatchObject({
      status: 'failed',
      failureReason:
        'The bank says this account does not exist. Check the account number and IFSC.',
    });
  });

  it('stops reading after the configured attempts and says the bank has not answered', async () => {
    validationRoutes({ status: 'completed', results: { account_status: 'active' } }, 99);
    const result = await provider().validateFundAccount({
      details: bankDetails,
      reference: 'person-1',
      contactType: 'vendor',
    });
    expect(result).toMatchObject({
      status: 'failed',
      failureReason: 'The bank has not answered yet. Try again in a few minutes.',
    });
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(3);
  });

  it('turns a refusal into a ProviderError with no account number in it', async () => {
    routes = {
      'POST /v1/contacts': () => ({ status: 201, json: { id: 'cont_1' } }),
      'POST /v1/fund_accounts': () => ({
        status: 400,
        json: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: `The account number ${ACCOUNT_NUMBER} is invalid`,
          },
        },
      }),
    };
    const attempt = provider().validateFundAccount({
      details: bankDetails,
      reference: 'person-1',
      contactType: 'vendor',
    });
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      providerCode: 'BAD_REQUEST_ERROR',
      retryable: false,
      message: 'The account number [redacted] is invalid',
    });
  });
});

describe('payouts', () => {
  it('posts the payout with X-Payout-Idempotency and reads its state', async () => {
    routes = { 'POST /v1/payouts': () => ({ status: 200, json: payoutEntity() }) };
    const payout = await provider().createPayout({
      idempotencyKey: '0b8f7a52-3c1d-4d6e-9f5a-1a2b3c4d5e6f',
      providerFundAccountId: 'fa_1',
      method: 'bank_account',
      amount: 250_000,
      reference: 'payout-1',
    });
    expect(payout).toEqual({
      providerPayoutId: 'pout_1',
      reference: 'payout-1',
      amount: 250_000,
      status: 'processing',
      utr: null,
      failureReason: null,
      createdAt: new Date(1_772_445_600_000),
    });
    const [request] = requests;
    expect(request!.headers['x-payout-idempotency']).toBe('0b8f7a52-3c1d-4d6e-9f5a-1a2b3c4d5e6f');
    expect(request!.headers.authorization).toBe(BASIC);
    expect(request!.body).toEqual({
      account_number: X_ACCOUNT,
      fund_account_id: 'fa_1',
      amount: 250_000,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: 'payout-1',
      narration: 'Nestly payout',
    });
  });

  it('pays UPI ids by UPI and large amounts by NEFT', async () => {
    routes = { 'POST /v1/payouts': () => ({ status: 200, json: payoutEntity() }) };
    const base = { idempotencyKey: 'k1234567890', providerFundAccountId: 'fa_1', reference: 'p' };
    await provider().createPayout({ ...base, method: 'upi', amount: 10_000 });
    await provider().createPayout({ ...base, method: 'bank_account', amount: 60_000_000 });
    expect(requests.map((request) => (request.body as { mode: string }).mode)).toEqual([
      'UPI',
      'NEFT',
    ]);
  });

  it('says a 409 (same key still in progress) and a 5xx may be retried, a 400 may not', async () => {
    const answers: Answer[] = [
      { status: 409, json: { error: { code: 'BAD_REQUEST_ERROR', description: 'in progress' } } },
      { status: 502, json: {} },
      { status: 400, json: { error: { code: 'BAD_REQUEST_ERROR', description: 'Low balance' } } },
    ];
    routes = { 'POST /v1/payouts': () => answers.shift()! };
    const request = {
      idempotencyKey: 'k1234567890',
      providerFundAccountId: 'fa_1',
      method: 'bank_account' as const,
      amount: 10_000,
      reference: 'p',
    };
    await expect(provider().createPayout(request)).rejects.toMatchObject({
      status: 409,
      retryable: true,
    });
    await expect(provider().createPayout(request)).rejects.toMatchObject({
      status: 502,
      retryable: true,
      message: 'Razorpay answered 502',
    });
    await expect(provider().createPayout(request)).rejects.toMatchObject({
      status: 400,
      retryable: false,
      message: 'Low balance',
    });
  });

  it('refuses an answer that is not a payout', async () => {
    routes = { 'POST /v1/payouts': () => ({ status: 200, json: { hello: 'world' } }) };
    await expect(
      provider().createPayout({
        idempotencyKey: 'k1234567890',
        providerFundAccountId: 'fa_1',
        method: 'upi',
        amount: 10_000,
        reference: 'p',
      }),
    ).rejects.toMatchObject({ providerCode: 'UNEXPECTED_ANSWER' });
  });

  it('lists the account’s payouts page by page within the window', async () => {
    const all = Array.from({ length: 130 }, (_, index) =>
      payoutEntity({ id: `pout_${index}`, status: index % 2 ? 'processed' : 'reversed' }),
    );
    routes = {
      'GET /v1/payouts': (request) => {
        const skip = Number(request.query.skip);
        const count = Number(request.query.count);
        return {
          status: 200,
          json: { entity: 'collection', count, items: all.slice(skip, skip + count) },
        };
      },
    };
    const payouts = await provider().listPayouts({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-02T00:00:00Z'),
    });
    expect(payouts).toHaveLength(130);
    expect(payouts[1]!.status).toBe('processed');
    expect(payouts[2]!.status).toBe('reversed');
    expect(requests.map((request) => request.query)).toEqual([
      { account_number: X_ACCOUNT, from: '1772323200', to: '1772409600', count: '100', skip: '0' },
      {
        account_number: X_ACCOUNT,
        from: '1772323200',
        to: '1772409600',
        count: '100',
        skip: '100',
      },
    ]);
  });
});

describe('refunds and payments', () => {
  const refundEntity = {
    id: 'rfnd_1',
    entity: 'refund',
    amount: 50_000,
    currency: 'INR',
    payment_id: 'pay_1',
    receipt: 'NST-1001',
    status: 'pending',
    created_at: 1_772_445_600,
  };

  it('refunds a payment with X-Refund-Idempotency and a normal-speed body', async () => {
    routes = { 'POST /v1/payments/pay_1/refund': () => ({ status: 200, json: refundEntity }) };
    const refund = await provider().createRefund({
      idempotencyKey: 'c2b1a0f9-8e7d-4c6b-9a5f-4e3d2c1b0a99',
      providerPaymentId: 'pay_1',
      amount: 50_000,
      receipt: 'NST-1001',
    });
    expect(refund).toEqual({
      providerRefundId: 'rfnd_1',
      providerPaymentId: 'pay_1',
      amount: 50_000,
      status: 'pending',
      receipt: 'NST-1001',
      createdAt: new Date(1_772_445_600_000),
    });
    expect(requests[0]!.headers['x-refund-idempotency']).toBe(
      'c2b1a0f9-8e7d-4c6b-9a5f-4e3d2c1b0a99',
    );
    expect(requests[0]!.body).toEqual({ amount: 50_000, speed: 'normal', receipt: 'NST-1001' });
  });

  it('reads captured payments through the SDK, every page, and keeps only captured ones', async () => {
    const all = Array.from({ length: 120 }, (_, index) => ({
      id: `pay_${index}`,
      entity: 'payment',
      amount: 1_000 + index,
      currency: 'INR',
      status: index === 5 ? 'failed' : index === 6 ? 'refunded' : 'captured',
      captured: index !== 5,
      order_id: index === 7 ? null : `order_${index}`,
      created_at: 1_772_445_600,
    }));
    routes = {
      'GET /v1/payments': (request) => {
        const skip = Number(request.query.skip);
        return {
          status: 200,
          json: { entity: 'collection', count: 0, items: all.slice(skip, skip + 100) },
        };
      },
    };
    const payments = await provider().listCapturedPayments({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-02T00:00:00Z'),
    });
    expect(payments).toHaveLength(119);
    expect(payments.find((payment) => payment.providerPaymentId === 'pay_6')?.status).toBe(
      'refunded',
    );
    expect(payments.find((payment) => payment.providerPaymentId === 'pay_7')?.providerOrderId).toBe(
      null,
    );
    expect(requests.map((request) => request.query)).toEqual([
      { from: '1772323200', to: '1772409600', count: '100', skip: '0' },
      { from: '1772323200', to: '1772409600', count: '100', skip: '100' },
    ]);
    expect(requests[0]!.headers.authorization).toBe(BASIC);
  });

  it('reads refunds through the SDK', async () => {
    routes = {
      'GET /v1/refunds': () => ({
        status: 200,
        json: { entity: 'collection', count: 1, items: [{ ...refundEntity, status: 'processed' }] },
      }),
    };
    const refunds = await provider().listRefunds({ from: new Date(0), to: new Date() });
    expect(refunds).toEqual([
      expect.objectContaining({ providerRefundId: 'rfnd_1', status: 'processed' }),
    ]);
  });

  it('turns the SDK’s rejection into a ProviderError', async () => {
    routes = {
      'GET /v1/refunds': () => ({
        status: 401,
        json: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
      }),
    };
    await expect(
      provider().listRefunds({ from: new Date(0), to: new Date() }),
    ).rejects.toMatchObject({ status: 401, message: 'Authentication failed', retryable: false });
  });
});

describe('an unreachable provider', () => {
  it('is a retryable network error', async () => {
    const closed = createRazorpayPayoutsProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      accountNumber: X_ACCOUNT,
      payoutWebhookSecret: 'x',
      // A port nothing listens on.
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    await expect(
      closed.createRefund({
        idempotencyKey: 'k1234567890',
        providerPaymentId: 'pay_1',
        amount: 100,
        receipt: 'r',
      }),
    ).rejects.toMatchObject({ status: null, providerCode: 'NETWORK_ERROR', retryable: true });
    await expect(
      closed.listCapturedPayments({ from: new Date(0), to: new Date() }),
    ).rejects.toMatchObject({ providerCode: 'NETWORK_ERROR', retryable: true });
  });
});
