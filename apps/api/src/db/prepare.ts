import path from 'node:path';
import type { Env } from '../config/env';
import type { ConnectOptions, DatabaseTimeouts } from './client';

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
