import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import {
  connectDatabase,
  migrateDatabase,
  type ConnectOptions,
  type Database,
  type DatabaseTimeouts,
} from './client';
import { createStorage } from '../lib/storage';
import { DEMO_ACCOUNTS, ensureAdmin, seedDemoData } from './seed';
import { seedDemoOwnerDocuments } from './seed-documents';
import { seedDemoListings } from './seed-listings';
import { seedDemoStays } from './seed-stays';

export const databaseTimeoutsFromEnv = (env: Env): DatabaseTimeouts => ({
  statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
  idleInTransactionMs: env.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
});

export const connectOptionsFromEnv = (env: Env): ConnectOptions => ({
  databaseUrl: env.DATABASE_URL,
  pgliteDataDir: path.join(env.DATA_DIR, 'pglite'),
  poolSize: env.DATABASE_POOL_SIZE,
  timeouts: databaseTimeoutsFromEnv(env),
});

/** Connect, migrate, create the admin and (unless SEED_DEMO=false) the demo data. */
export const prepareDatabase = async (env: Env, logger?: FastifyBaseLogger): Promise<Database> => {
  const options = connectOptionsFromEnv(env);
  const database = await connectDatabase(options);
  await migrateDatabase(options, database);
  await ensureAdmin(database.db, env, logger);
  if (env.SEED_DEMO) {
    await seedDemoData(database.db, logger);
    // The storage the server uses (S3 with STORAGE_URL), so demo photos are where it looks.
    const storage = await createStorage(env);
    try {
      const ownerEmail = DEMO_ACCOUNTS.find((demo) => demo.role === 'owner')!.email;
      await seedDemoListings(database.db, storage, ownerEmail, logger);
      await seedDemoStays(database.db, ownerEmail, logger);
      const pendingOwner = DEMO_ACCOUNTS.find(
        (demo) => demo.role === 'owner' && demo.approvalStatus === 'pending',
      )!;
      await seedDemoOwnerDocuments(database.db, storage, pendingOwner.email, logger);
    } finally {
      await storage.close?.();
    }
  }
  return database;
};
