import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import { connectDatabase, migrateDatabase, withStartupLock, type Database } from '../db/client';
import { connectOptionsFromEnv } from '../db/prepare';
import { createStorage } from '../lib/create-storage';
import { DEMO_ACCOUNTS, ensureAdmin, seedDemoData } from './accounts';
import { seedDemoOwnerDocuments } from './documents';
import { seedDemoListings } from './listings';
import { seedDemoStays } from './stays';

// Seeding sits above the modules: it creates its data through their public APIs (index.ts), so the
// data layer in db/ never depends on the domain.

/**
 * Connect, migrate, create the admin and (unless SEED_DEMO=false) the demo data, all under the
 * start-up lock: several processes started at once on a new database all come up (issue 28).
 */
export const prepareDatabase = async (env: Env, logger?: FastifyBaseLogger): Promise<Database> => {
  const options = connectOptionsFromEnv(env);
  const database = await connectDatabase(options);
  try {
    await withStartupLock(options, database, () => prepareData(env, database, logger));
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
};

const prepareData = async (env: Env, database: Database, logger?: FastifyBaseLogger) => {
  await migrateDatabase(connectOptionsFromEnv(env), database);
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
};
