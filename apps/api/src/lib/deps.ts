import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import type { Db, DatabaseKind } from '../db/client';
import type { Clock } from './clock';
import type { Notifier } from './notifications';
import type { Mailer } from './mailer';
import type { PaymentProvider } from './payments';
import type { RateLimits } from './rate-limits';
import type { TokenService } from './security';
import type { Storage } from './storage';

/** The collaborators every service receives from buildApp; tests hand in embedded ones. */
export interface AppDeps {
  env: Env;
  db: Db;
  dbKind: DatabaseKind;
  mailer: Mailer;
  payments: PaymentProvider;
  notifications: Notifier;
  storage: Storage;
  clock: Clock;
  tokens: TokenService;
  rateLimits: RateLimits;
  logger: FastifyBaseLogger;
}
