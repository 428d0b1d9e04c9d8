import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_TTL_MINUTES,
  type SelfServiceRole,
} from '@nestly/shared';
import { enqueueMail } from '../../jobs/mail';
import type { AppDeps } from '../../app-deps';
import { assertAcceptablePassword } from '../../lib/password-policy';
import type { RateLimitName } from '../../lib/rate-limits';
import { generateOneTimeCode, hashPassword, safeEqualHex } from '../../lib/security';
import { accountKeyOf, codeRequestBudgets } from './callers';
import { passwordResetCodeMail } from './emails';
import { invalidCode, type ClientMeta } from './errors';
import * as repo from './repo';

const RESET_JOB = 'auth.send-reset-code';
const PURPOSE = 'reset_password';

/**
 * Forgotten passwords. The request only queues the work (one insert, known address or not), so
 * its answer and its timing say nothing about which addresses have accounts; the queue looks the
 * account up, makes the code and sends the mail.
 */
export const createPasswordReset = (deps: AppDeps) => {
  const { db, clock, tokens, rateLimits, jobs, realtime } = deps;

  jobs.register(RESET_JOB, async (payload) => {
    const { role, email, fromKnownDevice } = payload as {
      role: SelfServiceRole;
      email: string;
      fromKnownDevice?: boolean;
    };
    const account = await repo.findLiveAccountByEmail(db, role, email);
    if (!account || account.status !== 'active') return;
    const now = clock.now();
    const latest = await repo.findLatestCode(db, account.id, PURPOSE);
    if (latest && now.getTime() - latest.createdAt.getTime() < OTP_RESEND_INTERVAL_SECONDS * 1000)
      return;
    // The mailbox's budget, whoever asked; a browser that signed in to the account before is not
    // held to it, so a flood of requests from elsewhere cannot keep its owner's code away.
    if (
      !fromKnownDevice &&
      !(await rateLimits.trySpend(['codeMailsByAddress', accountKeyOf(role, email)]))
    )
      return;
    const code = generateOneTimeCode();
    await db.transaction(async (tx) => {
      await repo.replaceCode(tx, {
        accountId: account.id,
        purpose: PURPOSE,
        codeHash: tokens.hashOneTimeCode(account.id, PURPOSE, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
        createdAt: now,
      });
      await enqueueMail(jobs, tx, passwordResetCodeMail(account.email, account.name, code));
    });
    jobs.kick();
  });

  return {
    /** Counted per caller (issue 23): nobody else's requests can use up a person's own. */
    forgotPassword: async (role: SelfServiceRole, email: string, meta: ClientMeta) => {
      await rateLimits.consume(codeRequestBudgets(accountKeyOf(role, email), meta));
      await jobs.enqueue(db, RESET_JOB, {
        role,
        email,
        fromKnownDevice: Boolean(meta.trustedDeviceId),
      });
    },

    /**
     * A reset proves the e-mail and ends every session. Any failure (unknown address, no code,
     * expired, wrong) answers alike and counts against the same budgets.
     */
    resetPassword: async (
      role: SelfServiceRole,
      input: { email: string; otp: string; newPassword: string },
      meta: ClientMeta,
    ) => {
      // A browser that signed in to the account before is held only to its own budget, as at
      // sign-in (decision 009): nobody else's wrong codes lock its owner out of a reset.
      const accountKey = accountKeyOf(role, input.email);
      const limitKeys: [RateLimitName, string][] = meta.trustedDeviceId
        ? [['codeFailuresByDevice', `${accountKey}|${meta.trustedDeviceId}`]]
        : [
            ['codeFailuresByAccount', accountKey],
            ['codeFailuresByIp', meta.ip],
          ];
      await rateLimits.assertNotLimited(limitKeys);
      const now = clock.now();
      const account = await repo.findLiveAccountByEmail(db, role, input.email);
      const latest = account ? await repo.findLatestCode(db, account.id, PURPOSE) : null;
      const live = latest && !latest.consumedAt && latest.expiresAt > now ? latest : null;
      const matches =
        account !== null &&
        live !== null &&
        safeEqualHex(tokens.hashOneTimeCode(account.id, PURPOSE, input.otp), live.codeHash);
      if (!account || !live || !matches) {
        await rateLimits.recordFailure(limitKeys);
        if (live && (await repo.countCodeAttempt(db, live.id)) >= OTP_MAX_ATTEMPTS) {
          await repo.consumeCode(db, live.id, now);
        }
        throw invalidCode();
      }
      assertAcceptablePassword(input.newPassword, account, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repo.consumeCode(tx, live.id, now);
        await repo.updateAccount(tx, account.id, { passwordHash, isVerified: true });
        await repo.revokeAccountSessions(tx, account.id, 'password reset', now);
      });
      realtime.disconnectPerson(account.id);
      // The person proved the address: the budgets for signing in to it start afresh.
      await rateLimits.reset([
        ['loginFailuresByAccount', accountKey],
        ['codeFailuresByAccount', accountKey],
        limitKeys[0]!,
      ]);
    },
  };
};
