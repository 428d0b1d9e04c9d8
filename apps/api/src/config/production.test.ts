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
import { productionProblems } from './production';

// Issue 8, production mode: NODE_ENV=production must not run with development conveniences by
// accident, and `npm start` without NODE_ENV keeps its embedded, demo-ready behaviour.
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

describe('production mode', () => {
  it('refuses to start, naming every problem, and exits non-zero', async () => {
    const server = spawnServer({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      PORT: String(await freePort()),
      NESTLY_TEST_CONTROLS: 'true',
    });
    servers.push(server);
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    const output = server.output();
    expect(output).toContain('Refusing to start with NODE_ENV=production');
    expect(output).toContain('RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET');
    expect(output).toContain('PAYMENTS_TEST_MODE=true');
    expect(output).toContain('NESTLY_TEST_CONTROLS');
    expect(output).toContain('ADMIN_PASSWORD');
    // Refused before touching anything: no database was made.
    expect(output).not.toContain('Nestly is running');
  }, 60_000);

  it('names only what is wrong: test payments on purpose are allowed', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: '/tmp/x' };
    expect(productionProblems(loadEnv({ ...base, ADMIN_PASSWORD: 'Another-Pass-42' }))).toEqual([
      expect.stringContaining('RAZORPAY_KEY_ID'),
    ]);
    expect(
      productionProblems(
        loadEnv({ ...base, ADMIN_PASSWORD: 'Another-Pass-42', PAYMENTS_TEST_MODE: 'true' }),
      ),
    ).toEqual([]);
    expect(
      productionProblems(
        loadEnv({
          ...base,
          ADMIN_PASSWORD: 'Another-Pass-42',
          RAZORPAY_KEY_ID: 'rzp_live_x',
          RAZORPAY_KEY_SECRET: 'secret',
        }),
      ),
    ).toEqual([]);
    // Development keeps every convenience.
    expect(
      productionProblems(loadEnv({ DATA_DIR: '/tmp/x', NESTLY_TEST_CONTROLS: 'true' })),
    ).toEqual([]);
  });

  it('loads demo data by default in development, and in production only when asked', () => {
    expect(loadEnv({ DATA_DIR: '/tmp/x' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ DATA_DIR: '/tmp/x', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' }).SEED_DEMO).toBe(false);
    expect(
      loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/x', SEED_DEMO: 'true' }).SEED_DEMO,
    ).toBe(true);
  });

  it('starts when all is in order, without demo people unless SEED_DEMO=true', async () => {
    const port = await freePort();
    const server = spawnServer({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'Another-Pass-42',
      PAYMENTS_TEST_MODE: 'true',
    });
    servers.push(server);
    await waitForHealth(server, port);
    const login = (email: string, password: string) =>
      fetch(`http://127.0.0.1:${port}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    expect((await login('user@nestly.local', 'User@12345')).status).toBe(401);
    const admin = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@nestly.local', password: 'Another-Pass-42' }),
    });
    expect(admin.status).toBe(200);
  }, 90_000);
});
