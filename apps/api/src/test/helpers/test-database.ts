import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  connectDatabase,
  migrateDatabase,
  type Database,
  type DatabaseTimeouts,
} from '../../db/client';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default; with
 * NESTLY_TEST_DB=postgres, a new database on the DATABASE_URL server, dropped afterwards.
 */
export const createTestDatabase = async (
  timeouts?: DatabaseTimeouts,
  /** A folder for the embedded database instead of memory. */
  pgliteDataDir = 'memory://',
): Promise<Database & { url?: string }> => {
  if (process.env.NESTLY_TEST_DB !== 'postgres') {
    const database = await connectDatabase({ pgliteDataDir });
    await migrateDatabase({}, database);
    return database;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('NESTLY_TEST_DB=postgres needs DATABASE_URL');
  const name = `nestly_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const options = { databaseUrl: url.toString(), poolSize: 30, timeouts };
  const database = await connectDatabase(options);
  await migrateDatabase(options, database);
  return {
    ...database,
    url: options.databaseUrl,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};
