import { randomBytes } from 'node:crypto';
import { paths, type PasswordLinkInput, type Role } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertAcceptablePassword } from '../../lib/password-policy';
import { hashPassword, safeEqualHex, type TokenService } from '../../lib/security';
import * as auth from '../auth/index';

/**
 * One-time password links (`npm run admin -- create-admin | reset-password`): an operator never
 * sees nor types anybody's password; the person chooses one on /set-password. A link is the
 * account id and 32 random bytes, kept only as a keyed hash in the account's reset code (a later
 * link or e-mailed code replaces it), valid for an hour and once.
 */
export const PASSWORD_LINK_TTL_MINUTES = 60;
const PURPOSE = 'reset_password';

const invalidLink = () =>
  new AppError('OTP_INVALID', {
    message: 'This link is not valid any more: ask for a new one',
    details: [{ field: 'token', message: 'This link is not valid any more' }],
  });

export interface PasswordLinkDeps {
  db: DbOrTx;
  tokens: TokenService;
  publicUrl: string;
  now: Date;
}

/** Makes the account's one-time link (replacing any earlier one) and answers its address. */
export const issuePasswordLink = async (
  { db, tokens, publicUrl, now }: PasswordLinkDeps,
  accountId: string,
) => {
  const secret = randomBytes(32).toString('base64url');
  await auth.replaceCode(db, {
    accountId,
    purpose: PURPOSE,
    codeHash: tokens.hashOneTimeCode(accountId, PURPOSE, secret),
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  // In the fragment: never sent to a server, so never in a proxy's or the API's request log.
  return `${publicUrl.replace(/\/$/, '')}${paths.public.setPassword.getHref()}#${accountId}.${secret}`;
};

export const createPasswordLinks = (deps: AppDeps) => {
  const { db, clock, tokens, rateLimits, realtime } = deps;
  return {
    /** Sets the password the link is for; the link is then spent and every session ended. */
    setPassword: async (input: PasswordLinkInput, ip: string): Promise<{ role: Role }> => {
      const limit: ['codeFailuresByIp', string] = ['codeFailuresByIp', ip];
      await rateLimits.assertNotLimited([limit]);
      const [accountId, secret] = input.token.split('.');
      const now = clock.now();
      const account =
        accountId && /^[0-9a-f-]{36}$/.test(accountId)
          ? await auth.findLiveAccountById(db, accountId)
          : null;
      const latest = account ? await auth.findLatestCode(db, account.id, PURPOSE) : null;
      const live = latest && !latest.consumedAt && latest.expiresAt > now ? latest : null;
      if (
        !account ||
        !live ||
        !secret ||
        !safeEqualHex(tokens.hashOneTimeCode(account.id, PURPOSE, secret), live.codeHash)
      ) {
        await rateLimits.recordFailure([limit]);
        throw invalidLink();
      }
      assertAcceptablePassword(input.newPassword, account, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await auth.consumeCode(tx, live.id, now);
        await auth.updateAccount(tx, account.id, { passwordHash, isVerified: true });
        await auth.revokeAccountSessions(tx, account.id, 'password set by link', now);
      });
      realtime.disconnectPerson(account.id);
      return { role: account.role };
    },
  };
};
