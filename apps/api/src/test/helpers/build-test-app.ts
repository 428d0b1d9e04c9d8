import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../app';
import { loadEnv, type Env } from '../../config/env';
import type { Database, Db } from '../../db/client';
import { databaseTimeoutsFromEnv } from '../../db/prepare';
import { ensureAdmin } from '../../seed/accounts';
import { createTestClock, type TestClock } from '../../lib/clock';
import { createMemoryMailer, type MemoryMailer } from '../../lib/mailer';
import type { Realtime } from '../../plugins/realtime';
import { createTestDatabase } from './test-database';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Monsoon-Lantern-42' };

export interface TestApp {
  app: FastifyInstance;
  /** Direct database access, for arranging states no API reaches (e.g. ratings before reviews). */
  db: Db;
  database: Database;
  env: Env;
  mailer: MemoryMailer;
  clock: TestClock;
  dataDir: string;
  close: () => Promise<void>;
}

/** The whole API on a fresh database, with an in-memory mailer and a movable clock. */
export const buildTestApp = async (
  envOverrides: Record<string, string> = {},
  options: {
    redis?: Redis;
    logStream?: NodeJS.WritableStream;
    /** Mail goes to DATA_DIR/outbox as in `npm start` (and `mailer` stays empty). */
    outbox?: boolean;
    /** A live layer of the test's own (e.g. one that records); default: Socket.IO. */
    realtime?: Realtime;
    /**
     * Another app's database: a second API process on the same data (scale-out tests). It stays
     * open when this app closes; its owner closes it.
     */
    sharedDatabase?: Database;
    /**
     * On the embedded pass, the database in DATA_DIR/pglite (as `npm start` keeps it) rather than
     * in memory: for tests that read its files (backups). PostgreSQL passes are unchanged.
     */
    embeddedOnDisk?: boolean;
  } = {},
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
    // Queued work runs when added (and tests drain it); no timer keeps polling.
    JOBS_POLL_INTERVAL_MS: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...envOverrides,
  });
  const database =
    options.sharedDatabase ??
    (await createTestDatabase(
      databaseTimeoutsFromEnv(env),
      options.embeddedOnDisk ? path.join(dataDir, 'pglite') : undefined,
    ));
  if (!options.sharedDatabase) await ensureAdmin(database.db, env);
  const mailer = createMemoryMailer();
  const clock = createTestClock();
  const app = await buildApp({
    env,
    database,
    mailer: options.outbox ? undefined : mailer,
    clock,
    quiet: !options.logStream,
    redis: options.redis,
    logStream: options.logStream,
    realtime: options.realtime,
  });
  await app.ready();
  mailer.settle = async () => {
    await app.jobs.drain();
  };
  return {
    app,
    db: database.db,
    database,
    env,
    mailer,
    clock,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.sharedDatabase) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
