import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../app';
import { loadEnv, type Env } from '../../config/env';
import type { Db } from '../../db/client';
import { ensureAdmin } from '../../db/seed';
import { createTestClock, type TestClock } from '../../lib/clock';
import { createMemoryMailer, type MemoryMailer } from '../../lib/mailer';
import { createTestDatabase } from './test-database';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin@12345' };

export interface TestApp {
  app: FastifyInstance;
  /** Direct database access, for arranging states no API reaches (e.g. ratings before reviews). */
  db: Db;
  env: Env;
  mailer: MemoryMailer;
  clock: TestClock;
  dataDir: string;
  close: () => Promise<void>;
}

/** The whole API on a fresh database, with an in-memory mailer and a movable clock. */
export const buildTestApp = async (
  envOverrides: Record<string, string> = {},
  options: { redis?: Redis } = {},
): Promise<TestApp> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    // Tests change data and search again at once: always count.
    SEARCH_COUNT_CACHE_SECONDS: '0',
    BOOKING_JOBS_INTERVAL_SECONDS: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...envOverrides,
  });
  const database = await createTestDatabase();
  await ensureAdmin(database.db, env);
  const mailer = createMemoryMailer();
  const clock = createTestClock();
  const app = await buildApp({ env, database, mailer, clock, quiet: true, redis: options.redis });
  await app.ready();
  return {
    app,
    db: database.db,
    env,
    mailer,
    clock,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
