import type { Role } from '@nestly/shared';
import type { RateLimitName } from '../../lib/rate-limits';
import type { ClientMeta } from './errors';

/** The key a device cookie and the per-account budgets are bound to. */
export const accountKeyOf = (role: Role, email: string) => `${role}:${email}`;

/**
 * Who is asking, for budgets counted per caller (issue 23, as sign-in does in decision 009): the
 * browser's device cookie for this account when it has a valid one, else its address. Nobody
 * else's requests spend a caller's budget, so nobody can lock a person out of their own sign-up
 * codes or password reset by asking for them first.
 */
export const callerKeyOf = (meta: ClientMeta) =>
  meta.trustedDeviceId ? `device:${meta.trustedDeviceId}` : `ip:${meta.ip}`;

/**
 * The budgets a request for a code e-mail spends (sign-up, resend, forgot-pass): the caller's own
 * for this account, and, without the account's device cookie, its address's across accounts. The
 * mailbox itself is guarded in the queue (`codeMailsByAddress`), never on the request path.
 */
export const codeRequestBudgets = (
  accountKey: string,
  meta: ClientMeta,
): [RateLimitName, string][] => [
  ['codeRequestsByCaller', `${accountKey}|${callerKeyOf(meta)}`],
  ...(meta.trustedDeviceId ? [] : [['codeRequestsByIp', meta.ip] as [RateLimitName, string]]),
];
