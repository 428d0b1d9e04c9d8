import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../lib/redis';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { waitUntil } from './helpers/server-process';

// Issue 28: once started, a Redis that goes away makes GET /api/ready answer 503 naming redis, and
// the API recovers on its own when Redis returns. Redis is cut with a TCP relay of the test's own
// between the API and the real Redis (REDIS_URL), closed and reopened on the same port.
const target = new URL(process.env.REDIS_URL!);
let relay: net.Server;
let relayPort = 0;
const sockets = new Set<net.Socket>();

const openRelay = () =>
  new Promise<void>((resolve) => {
    relay = net.createServer((incoming) => {
      const outgoing = net.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [incoming, outgoing]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      incoming.pipe(outgoing).pipe(incoming);
    });
    relay.listen(relayPort, '127.0.0.1', () => {
      relayPort = (relay.address() as net.AddressInfo).port;
      resolve();
    });
  });
const cutRelay = () =>
  new Promise<void>((resolve) => {
    relay.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });

let t: TestApp;
let redis: Redis;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  await openRelay();
  redis = await connectRedis(`redis://127.0.0.1:${relayPort}`, quiet);
  t = await buildTestApp({ REDIS_KEY_PREFIX: `nestly-test-${relayPort}:` }, { redis });
});
afterAll(async () => {
  await t.close();
  redis.disconnect();
  await cutRelay().catch(() => undefined);
});

const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

describe('readiness when Redis comes and goes', () => {
  it('answers 200 with redis, 503 naming redis while it is gone, and 200 again on its return', async () => {
    const before = await ready();
    expect(before.statusCode).toBe(200);
    expect(before.json().checks).toEqual({ database: 'ok', redis: 'ok', storage: 'ok' });

    await cutRelay();
    await waitUntil(() => redis.status !== 'ready', 'the client to notice');
    const during = await ready();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({
      status: 'unavailable',
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: redis does not answer',
      checks: { database: 'ok', redis: 'failing', storage: 'ok' },
      requestId: during.headers['x-request-id'],
    });
    // The process lives on: liveness is not readiness.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await openRelay();
    let recovered = 0;
    await waitUntil(
      () => {
        void ready().then((response) => (recovered = response.statusCode));
        return recovered === 200;
      },
      'ready again after Redis returned',
      30_000,
    );
  }, 60_000);

  it('keeps its keys under REDIS_KEY_PREFIX', async () => {
    const failedLogin = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'prefix-check@example.com', password: 'Wrong-password-1' },
    });
    expect(failedLogin.statusCode).toBe(401);
    const direct = new Redis(process.env.REDIS_URL!);
    try {
      const keys = await direct.keys(`nestly-test-${relayPort}:rl:*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(await direct.keys('nestly:rl:*prefix-check@example.com*')).toEqual([]);
      await direct.del(...keys);
    } finally {
      direct.disconnect();
    }
  });
});
