import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from './config/env';
import type { JobRunner } from './jobs/runner';
import type { Db, DatabaseKind } from './db/client';
import type { Clock, OffsetClock } from './lib/clock';
import type { Realtime } from './plugins/realtime';
import type { Mailer } from './lib/mailer';
import type { Metrics } from './lib/metrics';
import type { PaymentProvider } from './lib/payments';
import type { RateLimits } from './lib/rate-limits';
import type { TokenService } from './lib/security';
import type { Storage } from './lib/storage';

/**
 * The collaborators every service receives from buildApp; tests hand in embedded ones. It lives
 * beside app.ts, not in lib/: it names the database and the job runner, and lib/ sits below both.
 * Modules' own APIs (notifications among them) are not here: a module declares what it needs
 * (module-kit.ts, decision 022).
 */
export interface AppDeps {
  env: Env;
  db: Db;
  dbKind: DatabaseKind;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Live events to a person's connected tabs. */
  realtime: Realtime;
  storage: Storage;
  clock: Clock;
  /** The end-to-end server's movable clock (NESTLY_TEST_CONTROLS); `clock` is then this one. */
  testClock?: OffsetClock;
  /** Shared state between API processes (rate limits, the access check's invalidations). */
  redis?: Redis;
  tokens: TokenService;
  rateLimits: RateLimits;
  logger: FastifyBaseLogger;
  /** The durable queue: work that must happen after a commit, off the request path. */
  jobs: JobRunner;
  /** This process's Prometheus metrics: services count business events here (after commit). */
  metrics: Metrics;
}
