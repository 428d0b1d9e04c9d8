import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ROLES, type Role } from '@nestly/shared';
import type { Db } from '../db/client';
import { listFailedJobs, retryFailedJobs } from '../jobs/inspect';
import { hashPassword, type TokenService } from '../lib/security';
import { createFieldCipher, parseKeyRing } from '../lib/field-encryption';
import * as auth from '../modules/auth/index';
import { rotatePayoutAccountKeys } from '../modules/payouts/index';
import { issuePasswordLink, PASSWORD_LINK_TTL_MINUTES } from '../modules/password-links/index';

/**
 * `npm run admin -- <command>` (PRODUCT.md, Running it in production): what an operator does by
 * hand, on the database the environment names. Each command answers the lines it prints and
 * whether it succeeded; ops/admin-cli.ts connects and prints.
 */
export interface AdminContext {
  db: Db;
  now: () => Date;
  /** Signs the one-time password links (the server's own secret: JWT_SECRET). */
  tokens: TokenService;
  /** PUBLIC_URL: where the links lead. */
  publicUrl: string;
  /** ADMIN_NAME: the name a new admin gets (they change it on their profile). */
  adminName: string;
  /** PAYOUT_ENCRYPTION_KEYS as the server resolves it (payout-keys:rotate). */
  payoutEncryptionKeys: string;
}

export interface AdminResult {
  ok: boolean;
  lines: string[];
}

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '  create-admin <email>     a new admin; prints a one-time link to choose the password',
  '  reset-password <email> [--role=admin|owner|user]',
  '                           prints a one-time link to choose a new password (never a password)',
  '  jobs:failed              list the jobs given up after their last attempt',
  '  jobs:retry <id|all>      put failed jobs back in the queue (ids separated by commas)',
  '  payout-keys:rotate       re-encrypt payout account numbers under the first key of',
  '                           PAYOUT_ENCRYPTION_KEYS (then the older keys can be dropped)',
];

const rotatePayoutKeys = async ({
  db,
  payoutEncryptionKeys,
}: AdminContext): Promise<AdminResult> => {
  const cipher = createFieldCipher(parseKeyRing(payoutEncryptionKeys));
  const { reencrypted, unreadable } = await rotatePayoutAccountKeys(db, cipher);
  return {
    ok: unreadable.length === 0,
    lines: [
      `Re-encrypted ${reencrypted} payout account number${reencrypted === 1 ? '' : 's'} under key "${cipher.currentKeyId}".`,
      ...(unreadable.length > 0
        ? [
            `${unreadable.length} could not be read with any key of PAYOUT_ENCRYPTION_KEYS (left as they were; keep their old key until they are replaced): ${unreadable.join(', ')}`,
          ]
        : ['Every payout account number is under the current key: older keys can be dropped.']),
    ],
  };
};

const jobsFailed = async ({ db }: AdminContext): Promise<AdminResult> => {
  const failed = await listFailedJobs(db);
  if (failed.length === 0) return { ok: true, lines: ['No failed jobs.'] };
  return {
    ok: true,
    lines: [
      `${failed.length} failed job${failed.length === 1 ? '' : 's'}:`,
      ...failed.map(
        (job) =>
          `  #${job.id} ${job.kind}: ${job.attempts} attempts, failed ${job.failedAt.toISOString()}; last error: ${job.lastError ?? '(none)'}`,
      ),
      'Retry with: npm run admin -- jobs:retry <id|all>',
    ],
  };
};

const jobsRetry = async ({ db, now }: AdminContext, target?: string): Promise<AdminResult> => {
  const ids =
    target === 'all'
      ? ('all' as const)
      : (target ?? '')
          .split(',')
          .filter(Boolean)
          .map((part) => Number(part));
  if (
    ids !== 'all' &&
    (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id) || id < 1))
  ) {
    return {
      ok: false,
      lines: ['jobs:retry needs a job id (or several, comma-separated) or "all"'],
    };
  }
  const requeued = await retryFailedJobs(db, ids, now());
  const missed = ids === 'all' ? [] : ids.filter((id) => !requeued.includes(id));
  return {
    ok: missed.length === 0,
    lines: [
      requeued.length > 0
        ? `Requeued ${requeued.length} job${requeued.length === 1 ? '' : 's'} (${requeued.map((id) => `#${id}`).join(', ')}); a running API process picks them up within a second.`
        : 'No failed jobs to requeue.',
      ...missed.map(
        (id) => `#${id} is not a failed job (done, still queued, or unknown): left alone`,
      ),
    ],
  };
};

const linkLines = (link: string) => [
  `One-time link (valid ${PASSWORD_LINK_TTL_MINUTES} minutes, once; using it ends every session of the account):`,
  `  ${link}`,
  'Give it to the person by a channel you trust; nobody else should open it.',
];

const createAdmin = async (context: AdminContext, email?: string): Promise<AdminResult> => {
  const address = z.email().safeParse(email?.trim().toLowerCase());
  if (!address.success) return { ok: false, lines: ['create-admin needs an e-mail address'] };
  if (await auth.findLiveAccountByEmail(context.db, 'admin', address.data)) {
    return {
      ok: false,
      lines: [`${address.data} is already an admin: use reset-password to give them a new link`],
    };
  }
  const admin = await auth.insertAccount(context.db, {
    role: 'admin',
    name: context.adminName,
    email: address.data,
    // Nobody knows this password: the admin chooses theirs with the link.
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    isVerified: true,
  });
  const link = await issuePasswordLink({ ...context, now: context.now() }, admin.id);
  return { ok: true, lines: [`Admin ${address.data} created.`, ...linkLines(link)] };
};

const resetPassword = async (context: AdminContext, args: string[]): Promise<AdminResult> => {
  const roleArg = args.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  const email = args
    .find((arg) => !arg.startsWith('--'))
    ?.trim()
    .toLowerCase();
  if (!email) return { ok: false, lines: ['reset-password needs an e-mail address'] };
  if (roleArg && !ROLES.includes(roleArg as Role)) {
    return { ok: false, lines: [`--role must be one of ${ROLES.join(', ')}`] };
  }
  const roles = roleArg ? [roleArg as Role] : ROLES;
  const found = (
    await Promise.all(roles.map((role) => auth.findLiveAccountByEmail(context.db, role, email)))
  ).filter((account) => account !== null);
  if (found.length === 0) return { ok: false, lines: [`No account with the e-mail ${email}`] };
  if (found.length > 1) {
    return {
      ok: false,
      lines: [
        `${email} has several accounts (${found.map((account) => account.role).join(', ')}): say which with --role=<role>`,
      ],
    };
  }
  const account = found[0]!;
  const link = await issuePasswordLink({ ...context, now: context.now() }, account.id);
  return {
    ok: true,
    lines: [`Password link for the ${account.role} ${email}:`, ...linkLines(link)],
  };
};

export const runAdminCommand = async (
  context: AdminContext,
  [command, ...args]: string[],
): Promise<AdminResult> => {
  if (command === 'create-admin') return createAdmin(context, args[0]);
  if (command === 'reset-password') return resetPassword(context, args);
  if (command === 'jobs:failed') return jobsFailed(context);
  if (command === 'jobs:retry') return jobsRetry(context, args[0]);
  if (command === 'payout-keys:rotate') return rotatePayoutKeys(context);
  return {
    ok: false,
    lines: [command ? `Unknown command: ${command}` : 'No command given', ...ADMIN_USAGE],
  };
};
