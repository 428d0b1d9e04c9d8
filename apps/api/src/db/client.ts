import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { withAfterCommit } from './after-commit';
import { applyModuleFunctions } from './module-functions';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** The connection pool's state (PostgreSQL; the embedded database has none), for metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed number: serialises migrations when several API processes start at once. */
const MIGRATION_LOCK_KEY = 727_274_001;
/** Another: serialises a whole start's preparation (migrations, the admin, the demo data). */
const STARTUP_LOCK_KEY = 727_274_002;

/** Timeouts of every PostgreSQL connection, in milliseconds (0 = none). */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}

export interface ConnectOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDataDir?: string;
  poolSize?: number;
  /**
   * PostgreSQL only (the embedded database has one connection in one process): sent as start-up
   * parameters, so every pooled connection has them from its first statement.
   */
  timeouts?: DatabaseTimeouts;
}

const openPglite = (dataDir: string, loadDataDir?: Blob) =>
  PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist }, loadDataDir });

/** PGlite keeps this file in its folder while a process has it open (and after a crash). */
export const PGLITE_OPEN_MARK = 'postmaster.pid';

/**
 * The embedded database's whole data folder as one gzipped tar (PGlite's own dump), for a backup.
 * The server must be stopped: PGlite belongs to one process, and two would corrupt it.
 */
export const dumpEmbeddedDatabase = async (dataDir: string): Promise<Blob> => {
  if (fs.existsSync(path.join(dataDir, PGLITE_OPEN_MARK))) {
    throw new Error(
      `the embedded database at ${dataDir} is open (${PGLITE_OPEN_MARK}): stop the server first (if none runs, a crash left that file: remove it)`,
    );
  }
  const client = await openPglite(dataDir);
  try {
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
};

/** Puts a dump made by `dumpEmbeddedDatabase` into an empty data folder. */
export const restoreEmbeddedDatabase = async (dataDir: string, dump: Blob) => {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(
      `the embedded database folder ${dataDir} is not empty: restore into a new DATA_DIR`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await openPglite(dataDir, dump);
  await client.close();
};

/** PGlite when no DATABASE_URL is given (npm start needs nothing else), node-postgres otherwise. */
export const connectDatabase = async (options: ConnectOptions): Promise<Database> => {
  if (options.databaseUrl) {
    const { timeouts } = options;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      ...(timeouts && {
        statement_timeout: timeouts.statementMs,
        lock_timeout: timeouts.lockMs,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      }),
    });
    pool.on('error', (error) => console.error('postgres pool error', error));
    // A connection the server ends while it is checked out (an idle transaction cut by its
    // timeout, an administrator's terminate) raises 'error' on the client; the pool listens only
    // while a client is idle, and an unheard 'error' would end the process. The query or
    // transaction that holds the client still fails and rolls back on its own.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error('postgres connection ended', error.message));
    });
    const db = withAfterCommit(
      drizzlePostgres(pool, { schema, casing: 'snake_case' }) as unknown as Db,
    );
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = await openPglite(dataDir);
  const db = withAfterCommit(
    drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db,
  );
  return { db, kind: 'pglite', close: () => client.close() };
};

/**
 * Applies the versioned SQL migrations, then every module's database functions
 * (`modules/<owner>/sql/*.sql`, db/module-functions.ts); safe to call from several processes at once.
 */
export const migrateDatabase = async (options: ConnectOptions, database: Database) => {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await applyModuleFunctions(database.db);
    return;
  }
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const migrator = drizzlePostgres(client);
    await migratePostgres(migrator, { migrationsFolder: MIGRATIONS_FOLDER });
    // Under the same lock: two processes replacing one function at once can fail
    // ("tuple concurrently updated").
    await applyModuleFunctions(migrator);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
};

/**
 * Runs `work` holding the start-up lock (PostgreSQL: a session advisory lock on a connection of its
 * own), so processes started at once on a new database prepare it one after the other: the first
 * migrates and creates the admin and the demo data, the others wait and find them made. The
 * embedded database belongs to one process and needs no lock.
 */
export const withStartupLock = async <T>(
  options: ConnectOptions,
  database: Database,
  work: () => Promise<T>,
): Promise<T> => {
  if (database.kind === 'pglite') return work();
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end();
  }
};
