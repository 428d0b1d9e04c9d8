import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from './config/env';
import type { JobRunner } from './jobs/runner';
import type { Db, DatabaseKind } from './db/client';
import type { Clock, OffsetClock } from './lib/clock';
import type { NotificationsService } from './modules/notifications/service';
import type { Realtime } from './plugins/realtime';
import type { Mailer } from './lib/mailer';
import type { PaymentProvider } from './lib/payments';
import type { RateLimits } from './lib/rate-limits';
import type { TokenService } from './lib/security';
import type { Storage } from './lib/storage';

/**
 * The collaborators every service receives from buildApp; tests hand in embedded ones. It lives
 * beside app.ts, not in lib/: it names the database and the notifications module, and lib/ sits
 * below both.
 */
export interface AppDeps {
  env: Env;
  db: Db;
  dbKind: DatabaseKind;
  mailer: Mailer;
  payments: PaymentProvider;
  /** The one path by which anything notifies a person (in-app, live, e-mail). */
  notifications: NotificationsService;
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
}
