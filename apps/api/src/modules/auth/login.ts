import { randomBytes } from 'node:crypto';
import type { Role } from '@nestly/shared';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import type { RateLimitName } from '../../lib/rate-limits';
import { burnPasswordCheck, verifyPassword } from '../../lib/security';
import { blocked, invalidCredentials, type ClientMeta } from './errors';
import { accountKeyOf } from './callers';
import type { Registrations } from './registrations';
import * as repo from './repo';
import type { Sessions, SignedIn } from './sessions';

export const newDeviceId = () => randomBytes(16).toString('base64url');

/**
 * Sign-in with OWASP's device cookies against lockout as denial of service
 * (docs/decisions/009-signup-and-login-defences.md):
 * - a browser that signed in to this account before carries a device cookie, and only its own
 *   failures can stop it: nobody else's guesses lock its owner out;
 * - any other browser is held to the per-account and per-address budgets, except that an address
 *   over its budget (a busy proxy, or an attacker behind it) may still sign in to an account that
 *   has had no recent failures; it just gets no second guess at any account.
 */
export const createLogin = (deps: AppDeps, sessions: Sessions, registrations: Registrations) => {
  const { db, rateLimits } = deps;

  /** The budgets this attempt spends on failure; throws 429 when one is already spent. */
  const budgetsFor = async (accountKey: string, meta: ClientMeta) => {
    if (meta.trustedDeviceId) {
      const keys: [RateLimitName, string][] = [
        ['loginFailuresByDevice', `${accountKey}:${meta.trustedDeviceId}`],
      ];
      await rateLimits.assertNotLimited(keys);
      return keys;
    }
    const keys: [RateLimitName, string][] = [
      ['loginFailuresByAccountAndIp', `${accountKey}:${meta.ip}`],
      ['loginFailuresByAccount', accountKey],
      ['loginFailuresByIp', meta.ip],
    ];
    await rateLimits.assertNotLimited(keys.slice(0, 2));
    const byIp = keys[2]!;
    if (
      (await rateLimits.isLimited(byIp)) &&
      (await rateLimits.hasRecentFailures(['loginFailuresByAccount', accountKey]))
    ) {
      throw await rateLimits.tooManyRequests(byIp);
    }
    return keys;
  };

  return async (role: Role, email: string, password: string, meta: ClientMeta) => {
    const accountKey = accountKeyOf(role, email);
    const budgets = await budgetsFor(accountKey, meta);
    const account = await repo.findLiveAccountByEmail(db, role, email);
    // One password hash check whichever way, so timing does not tell the cases apart.
    let passwordMatches = false;
    if (account?.passwordHash) {
      passwordMatches = await verifyPassword(account.passwordHash, password);
    } else {
      const pending =
        !account && role !== 'admin'
          ? await registrations.matchPendingLogin(role, email, password)
          : null;
      if (pending === null) await burnPasswordCheck(password);
      if (pending) {
        throw new AppError('ACCOUNT_NOT_VERIFIED', {
          message: 'Please verify your email first. We sent you a code.',
        });
      }
    }
    if (!account || !passwordMatches) {
      await rateLimits.recordFailure(budgets);
      throw invalidCredentials();
    }
    // This browser's own mistakes are forgiven; failures counted for the account are not.
    await rateLimits.reset([budgets[0]!]);
    if (account.status !== 'active') throw blocked();
    const signedIn: SignedIn = await sessions.startSession(account, meta);
    return { signedIn, deviceId: meta.trustedDeviceId ?? newDeviceId() };
  };
};
