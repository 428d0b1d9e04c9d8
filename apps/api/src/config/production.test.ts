import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from '../test/helpers/server-process';
import { loadEnv } from './env';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { demoModeNotice, productionProblems, refusedProblems } from './production';

const DEMO_USER = DEMO_ACCOUNTS.find((account) => account.role === 'user')!;

// Issues 8 and 28, production mode: NODE_ENV=production refuses an unsafe set-up, naming every
// problem at once; NESTLY_DEMO=true lifts them all for a demo or a check and says so; `npm start`
// without NODE_ENV keeps its embedded, demo-ready behaviour.
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-prod-'));
  dataDirs.push(dir);
  return dir;
};

/** A production set-up with nothing to refuse. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/x',
  DATABASE_URL: 'postgres://nestly@db.internal:5432/nestly',
  SMTP_URL: 'smtp://mailer:secret@smtp.internal:587',
  JWT_SECRET: 'a-random-secret-of-at-least-thirty-two-bytes',
  PUBLIC_URL: 'https://nestly.example.com',
  ADMIN_PASSWORD: 'Another-Pass-42',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  PAYOUT_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
};
const problemsOf = (overrides: Record<string, string | undefined>) =>
  productionProblems(
    loadEnv(
      Object.fromEntries(
        Object.entries({ ...SAFE_PRODUCTION, ...overrides }).filter(([, value]) => value),
      ) as Record<string, string>,
    ),
  ).map((problem) => problem.split(':')[0]);

describe('production mode', () => {
  it('refuses to start, naming every problem at once, and exits non-zero', async () => {
    const server = spawnServer({
      NODE_ENV: 'production',
      NESTLY_DEMO: 'false',
      DATA_DIR: tempDir(),
      PORT: String(await freePort()),
      NESTLY_TEST_CONTROLS: 'true',
      API_WORKERS: '2',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      COOKIE_SECURE: 'false',
      PUBLIC_URL: 'http://nestly.example.com',
    });
    servers.push(server);
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    const output = server.output();
    expect(output).toContain('Refusing to start with NODE_ENV=production');
    for (const named of [
      'RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET',
      'RAZORPAYX_ACCOUNT_NUMBER',
      'PAYOUT_ENCRYPTION_KEYS',
      'SMTP_URL',
      'JWT_SECRET',
      'COOKIE_SECURE',
      'PUBLIC_URL: http://nestly.example.com is not https',
      'API_WORKERS=2 without REDIS_URL',
      'API_WORKERS=2 without STORAGE_URL',
      'NESTLY_TEST_CONTROLS',
      'ADMIN_PASSWORD',
      'NESTLY_DEMO=true allows all of these',
    ]) {
      expect(output).toContain(named);
    }
    // Refused before touching anything: no database was reached, nothing listened.
    expect(output).not.toContain('Nestly is running');
    expect(output).not.toContain('ECONNREFUSED');
  }, 60_000);

  it('refuses a REDIS_URL that does not answer, clearly and before anything else', async () => {
    const closedPort = await freePort();
    const dataDir = tempDir();
    const server = spawnServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      REDIS_URL: `redis://:a-redis-password@127.0.0.1:${closedPort}`,
    });
    servers.push(server);
    const { code } = await server.exited;
    expect(code).toBe(1);
    const output = server.output();
    expect(output).toContain(
      `Nestly could not start: REDIS_URL: redis://***@127.0.0.1:${closedPort} does not answer (connect ECONNREFUSED`,
    );
    expect(output).not.toContain('a-redis-password');
    expect(output).not.toContain('Unhandled error event');
    // Refused before the database was made.
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('names each unsafe setting on its own, and nothing for a safe set-up', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ DATABASE_URL: undefined })).toEqual(['DATABASE_URL']);
    expect(problemsOf({ SMTP_URL: undefined })).toEqual(['SMTP_URL']);
    expect(problemsOf({ JWT_SECRET: undefined })).toEqual(['JWT_SECRET']);
    expect(problemsOf({ COOKIE_SECURE: 'false' })).toEqual(['COOKIE_SECURE']);
    expect(problemsOf({ PUBLIC_URL: undefined })).toEqual(['PUBLIC_URL']);
    expect(problemsOf({ PUBLIC_URL: 'http://nestly.example.com' })).toEqual(['PUBLIC_URL']);
    expect(problemsOf({ RAZORPAY_KEY_ID: undefined })).toEqual([
      'RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET',
    ]);
    // Test payments on purpose are allowed.
    expect(problemsOf({ RAZORPAY_KEY_ID: undefined, PAYMENTS_TEST_MODE: 'true' })).toEqual([]);
    // Money out (decision 028): payouts in test mode, and no shared key for account numbers.
    expect(problemsOf({ RAZORPAYX_ACCOUNT_NUMBER: undefined })).toEqual([
      'RAZORPAYX_ACCOUNT_NUMBER',
    ]);
    expect(problemsOf({ RAZORPAYX_ACCOUNT_NUMBER: undefined, PAYMENTS_TEST_MODE: 'true' })).toEqual(
      [],
    );
    expect(problemsOf({ PAYOUT_ENCRYPTION_KEYS: undefined })).toEqual(['PAYOUT_ENCRYPTION_KEYS']);
    expect(problemsOf({ API_WORKERS: '4' })).toEqual([
      'API_WORKERS=4 without REDIS_URL',
      'API_WORKERS=4 without STORAGE_URL',
    ]);
    expect(
      problemsOf({ API_WORKERS: '4', REDIS_URL: 'redis://r:6379', STORAGE_URL: 's3://photos' }),
    ).toEqual([]);
    expect(problemsOf({ NESTLY_TEST_CONTROLS: 'true' })).toEqual(['NESTLY_TEST_CONTROLS']);
    expect(problemsOf({ ADMIN_PASSWORD: undefined })).toEqual(['ADMIN_PASSWORD']);
    // The secret is counted in bytes, and refused short whatever the mode.
    expect(() => loadEnv({ DATA_DIR: '/tmp/x', JWT_SECRET: 'é'.repeat(15) })).toThrow(
      'JWT_SECRET: must be at least 32 bytes',
    );
    expect(loadEnv({ DATA_DIR: '/tmp/x', JWT_SECRET: 'é'.repeat(16) }).JWT_SECRET).toBeDefined();
    // Development keeps every convenience.
    expect(
      productionProblems(loadEnv({ DATA_DIR: '/tmp/x', NESTLY_TEST_CONTROLS: 'true' })),
    ).toEqual([]);
  });

  it('lifts every refusal at once with NESTLY_DEMO=true, and says what it lifted', () => {
    const demo = loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/x', NESTLY_DEMO: 'true' });
    expect(productionProblems(demo).length).toBeGreaterThan(4);
    expect(refusedProblems(demo)).toEqual([]);
    expect(demoModeNotice(demo)).toMatch(
      /^NESTLY_DEMO=true: demo mode.*DATABASE_URL.*RAZORPAYX_ACCOUNT_NUMBER.*PAYOUT_ENCRYPTION_KEYS.*SMTP_URL/,
    );
    expect(demoModeNotice(loadEnv({ DATA_DIR: '/tmp/x' }))).toBeNull();
  });

  it('loads demo data by default in development, and in production only when asked', () => {
    expect(loadEnv({ DATA_DIR: '/tmp/x' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ DATA_DIR: '/tmp/x', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' }).SEED_DEMO).toBe(false);
    expect(
      loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/x', SEED_DEMO: 'true' }).SEED_DEMO,
    ).toBe(true);
    // Production cookies are Secure unless told otherwise.
    expect(loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' }).COOKIE_SECURE).toBe(true);
    expect(loadEnv({ DATA_DIR: '/tmp/x' }).COOKIE_SECURE).toBe(false);
  });

  it('runs a demo in production mode: says so at start and in /api/health, test controls on', async () => {
    const port = await freePort();
    const server = spawnServer({
      NODE_ENV: 'production',
      NESTLY_DEMO: 'true',
      NESTLY_TEST_CONTROLS: 'true',
      DATA_DIR: tempDir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    servers.push(server);
    await waitForHealth(server, port, 120_000);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite', demo: true });
    expect(server.output()).toContain('NESTLY_DEMO=true: demo mode, not a real service');
    const clock = await fetch(`http://127.0.0.1:${port}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetDays: 0 }),
    });
    expect(clock.status).toBe(200);
    // Production defaults hold in a demo too: no demo people unless SEED_DEMO=true.
    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    });
    expect(login.status).toBe(401);
  }, 150_000);
});
