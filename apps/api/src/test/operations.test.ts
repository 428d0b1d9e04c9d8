import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/security';
import { insertAccount } from '../modules/auth/index';
import { createUser, loginAdmin, type SignedInPerson } from './factories/accounts';
import { bookByWallet, createBookableHome, daysFromNow, topUpWallet } from './factories/bookings';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

// Issue 28, running it in production: request ids (header, every log line, every error body),
// GET /api/ready, GET /api/metrics behind METRICS_TOKEN with bounded labels and the business
// counters, and a failed query's values never logged.
const METRICS_TOKEN = 'metrics-token-for-the-operations-test';
const logged: Record<string, unknown>[] = [];
let t: TestApp;
let admin: SignedInPerson;

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logged.push(JSON.parse(line) as Record<string, unknown>);
  });
  t = await buildTestApp({ METRICS_TOKEN, LOG_LEVEL: 'info' }, { logStream });
  admin = await loginAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const metricsText = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The value of one series of the exposition, e.g. `nestly_jobs_queued` or `x{a="b"}`. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('request ids', () => {
  it('answers a new UUID in x-request-id, in the error body and on every log line of the request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/bookings/not-a-uuid' });
    const id = response.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(response.json()).toMatchObject({ code: 'NOT_AUTHENTICATED', requestId: id });
    const lines = logged.filter((line) => line.requestId === id);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    // No line of the product carries Fastify's per-process counter any more.
    expect(logged.some((line) => /^req-\d+$/.test(String(line.requestId ?? line.reqId)))).toBe(
      false,
    );
  });

  it("keeps a caller's sane id, and replaces one that is not", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a:edge.01' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:edge.01');
    for (const bad of ['has space', 'x'.repeat(129), 'quote"d', '']) {
      const replaced = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': bad },
      });
      expect(replaced.headers['x-request-id']).not.toBe(bad);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id on lines a service logs through its own logger while serving the request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-pass',
      headers: { 'x-request-id': 'trace-forgot-1' },
      payload: { email: 'nobody-here@example.com' },
    });
    expect(response.statusCode).toBe(200);
    // The service logs with app.log (not request.log): the line still names the request.
    t.app.log.info('a line outside any request');
    const outside = logged.find((line) => line.msg === 'a line outside any request');
    expect(outside?.requestId).toBeUndefined();
    const inside = logged.filter((line) => line.requestId === 'trace-forgot-1');
    expect(inside.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a failed query in the log', () => {
  it('logs the error without its parameters (never a password hash)', async () => {
    const passwordHash = await hashPassword('Never-In-A-Log-42');
    const account = {
      role: 'user' as const,
      name: 'Dup Licate',
      email: `dup-${Date.now()}@example.com`,
      passwordHash,
      isVerified: true,
    };
    await insertAccount(t.db, account);
    const failure = await insertAccount(t.db, account).then(
      () => null,
      (error: unknown) => error,
    );
    expect(String((failure as Error).message)).toContain(passwordHash);
    t.app.log.error({ err: failure }, 'duplicate insert');
    const line = JSON.stringify(logged.find((entry) => entry.msg === 'duplicate insert'));
    expect(line).toContain('Failed query: insert into');
    expect(line).toContain('23505');
    expect(line).not.toContain(passwordHash);
    expect(line).not.toContain('$argon2');
    expect(line).not.toContain(account.email);
  });
});

describe('GET /api/ready', () => {
  it('answers 200 with each configured dependency', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  });
});

describe('GET /api/metrics', () => {
  it('is a 404 like any unknown route without the right bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-of-some-length' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('times requests by route pattern, never by raw URL, with process and queue figures', async () => {
    const ids = ['7b0c6a52-8c55-4a57-9b7e-2a0a8e0d6d01', '7b0c6a52-8c55-4a57-9b7e-2a0a8e0d6d02'];
    for (const id of ids) await t.app.inject({ method: 'GET', url: `/api/user/property/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route/12345' });
    const text = await metricsText();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/user\/property\/:id",status_code="\d{3}"\} 2/,
    );
    expect(text).toContain('route="unmatched"');
    for (const id of ids) expect(text).not.toContain(id);
    expect(text).not.toContain('12345');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(seriesValue(text, 'nestly_jobs_queued')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'nestly_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'nestly_jobs_failed')).toBe(0);
    expect(seriesValue(text, 'nestly_socket_connections')).toBe(0);
    for (const outcome of ['processed', 'failed', 'reversed'])
      // Exposed from the start; the payouts test in this file may already have counted some.
      expect(
        seriesValue(text, `nestly_payouts_total{outcome="${outcome}"}`),
      ).toBeGreaterThanOrEqual(0);
    if (t.database.kind === 'postgres') {
      expect(text).toContain('nestly_db_pool_connections{state="idle"}');
      expect(seriesValue(text, 'nestly_db_pool_waiting_requests')).toBe(0);
    }
  });

  it('counts confirmed bookings and card payments by outcome', async () => {
    const before = await metricsText();
    const { property } = await createBookableHome(t.app, t.mailer, admin);
    const tenant = await createUser(t.app, t.mailer);
    await bookByWallet(t.app, tenant, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 20),
    });
    const after = await metricsText();
    const grew = (series: string) =>
      (seriesValue(after, series) ?? 0) - (seriesValue(before, series) ?? 0);
    expect(grew('nestly_bookings_confirmed_total{method="wallet"}')).toBe(1);
    // The owner's plan and the tenant's top-up were paid by card (test mode) and captured.
    expect(grew('nestly_payments_total{purpose="wallet_top_up",outcome="captured"}')).toBe(1);
    expect(grew('nestly_payments_total{purpose="subscription",outcome="captured"}')).toBe(1);
  });
});

describe('payouts in the metrics and the log', () => {
  it('counts payouts by outcome, and never logs an account number', async () => {
    const before = await metricsText();
    const paying = '123456789012';
    const failing = '987654321111';
    for (const accountNumber of [paying, failing]) {
      const person = await createUser(t.app, t.mailer);
      await topUpWallet(t.app, person, 20_000);
      const account = await t.app.inject({
        method: 'PUT',
        url: '/api/user/payout-account',
        headers: person.auth,
        payload: {
          method: 'bank_account',
          accountHolder: 'Asha Menon',
          accountNumber,
          ifsc: 'HDFC0001234',
          password: person.password,
        },
      });
      expect(account.statusCode).toBe(200);
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/user/wallet/withdraw',
        headers: { ...person.auth, 'idempotency-key': randomUUID() },
        payload: { amount: 15_000 },
      });
      expect(asked.statusCode).toBe(201);
    }
    await t.app.jobs.drain();
    t.clock.advance(3_000);
    await t.app.jobs.drain();
    const after = await metricsText();
    const grew = (series: string) =>
      (seriesValue(after, series) ?? 0) - (seriesValue(before, series) ?? 0);
    expect(grew('nestly_payouts_total{outcome="processed"}')).toBe(1);
    expect(grew('nestly_payouts_total{outcome="failed"}')).toBe(1);
    const log = JSON.stringify(logged);
    expect(log).not.toContain(paying);
    expect(log).not.toContain(failing);
  });
});
