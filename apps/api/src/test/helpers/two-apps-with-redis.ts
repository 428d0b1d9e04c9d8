import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * Two listening API instances sharing one database and Redis (scale-out tests). Registers the
 * vitest hooks; the returned object is filled in before the first test.
 */
export const twoAppsSharingRedis = () => {
  const apps = {} as { first: TestApp; second: TestApp };
  const clients: Redis[] = [];
  beforeAll(async () => {
    const redis = () => {
      const client = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 2 });
      clients.push(client);
      return client;
    };
    apps.first = await buildTestApp({}, { redis: redis() });
    apps.second = await buildTestApp({}, { redis: redis(), sharedDatabase: apps.first.database });
    await apps.first.app.listen({ port: 0, host: '127.0.0.1' });
    await apps.second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await apps.second.close();
    await apps.first.close();
    for (const client of clients) client.disconnect();
  });
  return apps;
};
