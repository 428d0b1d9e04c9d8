import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './app-error';

interface LimitSpec {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/**
 * Failure budgets (issue 2; docs/decisions/003-rate-limits.md). A person who mistypes a few times
 * is never stopped; a script hammering one account, or one address trying many accounts, is.
 */
export const RATE_LIMITS = {
  /** Failed sign-ins for one account from one address. */
  loginFailuresByAccountAndIp: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Failed sign-ins for one account from anywhere (a distributed guess). */
  loginFailuresByAccount: { points: 50, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Failed sign-ins from one address across accounts. */
  loginFailuresByIp: { points: 100, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Wrong one-time codes for one account (each code also burns after 5 tries). */
  codeFailuresByAccount: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Wrong one-time codes from one address. */
  codeFailuresByIp: { points: 50, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Code e-mails (signup resends, password resets) requested for one account. */
  codeRequestsByAccount: { points: 5, durationSeconds: 15 * 60 },
  /** Code e-mails requested from one address. */
  codeRequestsByIp: { points: 30, durationSeconds: 15 * 60 },
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
export const createRateLimits = (redis?: Redis) => {
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, spec]) => {
      const options = {
        keyPrefix: `nestly:rl:${name}`,
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
