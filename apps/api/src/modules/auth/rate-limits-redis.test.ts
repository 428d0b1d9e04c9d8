import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { uniqueEmail } from '../../test/factories/accounts';

/**
 * Scale-out: two API processes sharing REDIS_URL share their failure counts, so a script cannot
 * get ten tries per process by spreading over them. Runs where Redis is available (CI has it).
 */
describe('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let redisA: Redis;
  let redisB: Redis;

  beforeAll(async () => {
    redisA = new Redis(process.env.REDIS_URL!);
    redisB = new Redis(process.env.REDIS_URL!);
    first = await buildTestApp({}, { redis: redisA });
    second = await buildTestApp({}, { redis: redisB });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    redisA.disconnect();
    redisB.disconnect();
  });

  it('counts failures made on one process against the other', async () => {
    const email = uniqueEmail('scaleout');
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.9.8.7',
        payload: { email, password: 'Wrong1234' },
      });
    for (let index = 0; index < 5; index += 1) expect((await attempt(first)).statusCode).toBe(401);
    for (let index = 0; index < 5; index += 1) expect((await attempt(second)).statusCode).toBe(401);
    const eleventh = await attempt(first);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
