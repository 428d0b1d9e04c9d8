import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { MESSAGES_PER_MINUTE } from '@nestly/shared';
import { AppError } from './app-error';

interface LimitSpec {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/**
 * Failure budgets (docs/decisions/003-rate-limits.md, 009-login-lockout.md). A person who mistypes
 * a few times is never stopped; a script hammering one account, or one address trying many
 * accounts, is; and a person signing in from a browser that signed in before (a device cookie) is
 * never locked out by somebody else's failures.
 */
export const RATE_LIMITS = {
  /** Failed sign-ins from a browser that signed in to this account before (its device cookie). */
  loginFailuresByDevice: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Failed sign-ins for one account from one address (browsers without a device cookie). */
  loginFailuresByAccountAndIp: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Failed sign-ins for one account from anywhere (a distributed guess). */
  loginFailuresByAccount: { points: 50, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /**
   * Failed sign-ins from one address across accounts. Over budget, that address may still sign in
   * to an account with no recent failures (one shared proxy address must not lock everybody out),
   * but gets no second guess at any account.
   */
  loginFailuresByIp: { points: 100, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Wrong current passwords on change-password, per account. */
  passwordChangeFailuresByAccount: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Wrong passwords or codes confirming a new payout account, per account (decision 028): a stolen
   * session must not become an unlimited guesser of the password that redirects the money.
   */
  payoutConfirmationFailuresByAccount: {
    points: 10,
    durationSeconds: 15 * 60,
    blockSeconds: 15 * 60,
  },
  /** Wrong one-time codes for one account (each code also burns after 5 tries). */
  codeFailuresByAccount: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Wrong reset codes from a browser that signed in to the account before (its device cookie):
   * held only to its own budget, like sign-in, so nobody else's guesses lock its owner out.
   */
  codeFailuresByDevice: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Wrong one-time codes from one address. */
  codeFailuresByIp: { points: 50, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /**
   * Code e-mails (sign-ups, signup resends, password resets) one caller asks for one account: per
   * account and caller (its device cookie for that account, else its address), so that nobody
   * else's requests can use up a person's own (issue 23).
   */
  codeRequestsByCaller: { points: 5, durationSeconds: 15 * 60 },
  /**
   * Code e-mails that go out to one address, whoever asked: spent in the queue, never answered
   * (the request was answered alike already), so a mailbox is not bombed from many addresses.
   * A browser with the account's device cookie is not held to it.
   */
  codeMailsByAddress: { points: 20, durationSeconds: 60 * 60 },
  /**
   * Sign-ups from one address: generous (a campus or office shares one), but a script cannot make
   * our mail server send codes to thousands of strangers.
   */
  signupsByIp: { points: 100, durationSeconds: 60 * 60 },
  /** Code e-mails requested from one address (callers without the account's device cookie). */
  codeRequestsByIp: { points: 30, durationSeconds: 15 * 60 },
  /** Chat messages one person sends (issue 10): a conversation never comes near it, a spammer does. */
  messagesBySender: { points: MESSAGES_PER_MINUTE, durationSeconds: 60 },
} satisfies Record<string, LimitSpec>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const toTooManyRequests = (response: RateLimiterRes) => {
  const seconds = Math.max(1, Math.ceil(response.msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError('RATE_LIMITED', {
    message: `Too many attempts. Please try again in ${wait}.`,
    headers: { 'Retry-After': String(seconds) },
  });
};

/** In memory for one process; in Redis when REDIS_URL is set, so several processes share counts. */
export const createRateLimits = (redis?: Redis, redisKeyPrefix = 'nestly:') => {
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, spec]) => {
      const options = {
        keyPrefix: `${redisKeyPrefix}rl:${name}`,
        points: spec.points,
        duration: spec.durationSeconds,
        blockDuration: 'blockSeconds' in spec ? spec.blockSeconds : 0,
      };
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ storeClient: redis, ...options })
        : new RateLimiterMemory(options);
      return [name, limiter];
    }),
  ) as Record<RateLimitName, RateLimiterAbstract>;

  return {
    /** Throws 429 when the budget for any of these keys is already spent. */
    assertNotLimited: async (checks: [RateLimitName, string][]) => {
      for (const [name, key] of checks) {
        const state = await limiters[name].get(key);
        if (state && state.remainingPoints <= 0 && state.msBeforeNext > 0)
          throw toTooManyRequests(state);
      }
    },
    /** Whether this key has spent its budget (and how long until it may try again). */
    isLimited: async ([name, key]: [RateLimitName, string]) => {
      const state = await limiters[name].get(key);
      return state !== null && state.remainingPoints <= 0 && state.msBeforeNext > 0;
    },
    /** Whether this key has any failure counted in its current window. */
    hasRecentFailures: async ([name, key]: [RateLimitName, string]) => {
      const state = await limiters[name].get(key);
      return state !== null && state.consumedPoints > 0 && state.msBeforeNext > 0;
    },
    /** The 429 a caller answers when it refuses on its own reading of a limit. */
    tooManyRequests: async ([name, key]: [RateLimitName, string]) => {
      const state = await limiters[name].get(key);
      return toTooManyRequests(
        state ?? new RateLimiterRes(0, RATE_LIMITS[name].durationSeconds * 1000),
      );
    },
    /** Spends one point on each; throws 429 when any runs out. */
    consume: async (checks: [RateLimitName, string][]) => {
      for (const [name, key] of checks) {
        try {
          await limiters[name].consume(key);
        } catch (error) {
          if (error instanceof RateLimiterRes) throw toTooManyRequests(error);
          throw error;
        }
      }
    },
    /** Spends one point if there is one left; answers whether there was (never throws 429). */
    trySpend: async ([name, key]: [RateLimitName, string]) => {
      try {
        await limiters[name].consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    /** Counts a failure without throwing: the caller answers its own error this time. */
    recordFailure: async (checks: [RateLimitName, string][]) => {
      for (const [name, key] of checks) {
        await limiters[name].consume(key).catch((error: unknown) => {
          if (!(error instanceof RateLimiterRes)) throw error;
        });
      }
    },
    reset: async (checks: [RateLimitName, string][]) => {
      for (const [name, key] of checks) await limiters[name].delete(key);
    },
  };
};
export type RateLimits = ReturnType<typeof createRateLimits>;
