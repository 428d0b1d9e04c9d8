import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { watchRedisClient } from '../../lib/redis';

/**
 * The access guard's short memory (issue 13): what the session-and-account check answered for a
 * (person, session), so a burst of calls with one token costs one query, not one each.
 *
 * "Blocked on the very next call" still holds because every write that can change the answer
 * (the account row: status, approval, deletion, password, name; a session revoked) goes through
 * `auth/repo`, which reports it here with `accessChanged` at the moment of the write:
 * - this process drops the person's entries and, for a quiet window, neither serves nor stores
 *   any for them, so a read racing the (not yet committed) transaction cannot put the old answer
 *   back;
 * - with Redis, every other API process is told on one channel and does the same.
 * Entries also expire on their own after a few seconds, the backstop if a message is lost (Redis
 * down). Several processes without Redis cannot tell each other, so they do not cache at all.
 */

/** How long an answer may be reused. */
const ENTRY_TTL_MS = 5_000;
/**
 * After a change, how long nothing is cached for that person: far longer than the transactions
 * that change accounts (a few short statements; each is cut off at DATABASE_STATEMENT_TIMEOUT_MS,
 * 30 s). It costs only that person's calls reading the database for two minutes.
 */
const QUIET_MS = 120_000;
/** The channel's name after REDIS_KEY_PREFIX. */
const CHANNEL = 'access-changed';

/** The caches of this process (one per app; tests run several), told of every change. */
const listeners = new Set<(accountId: string) => Promise<void>>();

/**
 * Called by the auth repo on every write that can change the access check's answer; resolves once
 * the other processes have been told, so the change is known everywhere before it is answered.
 */
export const accessChanged = async (accountId: string) => {
  await Promise.all([...listeners].map((listener) => listener(accountId)));
};

export interface AccessCache<T> {
  /** The remembered answer for this person and session, if any and fresh. */
  get: (accountId: string, sessionId: string) => T | undefined;
  /** Remembers an answer, unless the person changed within the quiet window. */
  set: (accountId: string, sessionId: string, value: T) => void;
  close: () => Promise<void>;
}

export interface AccessCacheOptions {
  /** Redis shared by the API processes; without it the cache is this process's own. */
  redis?: Redis;
  /** REDIS_KEY_PREFIX: deployments sharing one Redis hear only their own changes. */
  redisKeyPrefix?: string;
  /** False when several processes run without Redis: they could not tell each other. */
  enabled: boolean;
  logger: FastifyBaseLogger;
  /**
   * Whether writes in this process reach it directly (always, in the product). A test that stands
   * one cache in for another process sets it false, so that cache hears of changes only by Redis.
   */
  hearsThisProcess?: boolean;
}

/** No memory: every call checks the database (services built without a cache, several processes without Redis). */
export const noAccessCache = <T>(): AccessCache<T> => ({
  get: () => undefined,
  set: () => undefined,
  close: async () => undefined,
});

export const createAccessCache = <T extends object>({
  redis,
  redisKeyPrefix = 'nestly:',
  enabled,
  logger,
  hearsThisProcess = true,
}: AccessCacheOptions): AccessCache<T> => {
  if (!enabled) return noAccessCache<T>();
  const channel = `${redisKeyPrefix}${CHANNEL}`;
  const origin = randomUUID();
  const entries = new LRUCache<string, Map<string, T>>({ max: 20_000, ttl: ENTRY_TTL_MS });
  // The people changed within the quiet window (the LRU's ttl is the window).
  const changedRecently = new LRUCache<string, true>({
    max: 50_000,
    ttl: QUIET_MS,
  });

  const forget = (accountId: string) => {
    entries.delete(accountId);
    changedRecently.set(accountId, true);
  };
  const isQuiet = (accountId: string) => changedRecently.has(accountId);

  const subscriber = redis && watchRedisClient(redis.duplicate(), logger, 'access changes');
  const onLocalChange = async (accountId: string) => {
    forget(accountId);
    // A failure to tell the others is logged, not thrown: their entries expire within seconds.
    await redis?.publish(channel, `${origin} ${accountId}`).catch((error: unknown) => {
      logger.error({ err: error }, 'an access change could not be sent to the other processes');
    });
  };
  if (hearsThisProcess) listeners.add(onLocalChange);
  let subscribed = false;
  if (subscriber) {
    subscriber.on('message', (_channel: string, message: string) => {
      const [from, accountId] = message.split(' ');
      if (from !== origin && accountId) forget(accountId);
    });
    // A process that is not listening could miss another's change: nothing is cached until it
    // has subscribed, nor while its connection is down (ioredis subscribes again on reconnect).
    subscriber
      .subscribe(channel)
      .then(() => {
        subscribed = true;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'the access cache could not subscribe to changes');
      });
    subscriber.on('close', () => entries.clear());
  }
  const ready = () => !subscriber || (subscribed && subscriber.status === 'ready');

  return {
    get: (accountId, sessionId) => {
      if (!ready() || isQuiet(accountId)) return undefined;
      return entries.get(accountId)?.get(sessionId);
    },
    set: (accountId, sessionId, value) => {
      if (!ready() || isQuiet(accountId)) return;
      const sessions = entries.get(accountId) ?? new Map<string, T>();
      sessions.set(sessionId, value);
      entries.set(accountId, sessions);
    },
    close: async () => {
      listeners.delete(onLocalChange);
      if (subscriber) await subscriber.quit().catch(() => undefined);
    },
  };
};
