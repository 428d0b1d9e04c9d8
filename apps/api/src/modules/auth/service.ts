import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_TTL_MINUTES,
  REFRESH_TOKEN_TTL_DAYS,
  type Account,
  type Role,
  type SelfServiceRole,
  type SignupFields,
} from '@nestly/shared';
import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';
import type { OneTimeCodePurpose } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import type { Mail } from '../../lib/mailer';
import type { RateLimitName } from '../../lib/rate-limits';
import {
  type AccessTokenClaims,
  burnPasswordCheck,
  generateOneTimeCode,
  generateOpaqueToken,
  hashPassword,
  safeEqualHex,
  sha256Hex,
  verifyPassword,
} from '../../lib/security';
import type { UploadedFile } from '../../lib/multipart';
import { toAccount } from '../accounts/to-account';
import { passwordResetCodeMail, verificationCodeMail } from './emails';
import * as repo from './repo';
import type { AccountRow } from './repo';

/** What guards know about the caller of an authenticated route. */
export interface AuthenticatedAccount {
  id: string;
  role: Role;
  name: string;
  email: string;
  sessionId: string;
  approvalStatus: AccountRow['approvalStatus'];
}

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export interface SignedIn {
  account: Account;
  accessToken: string;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

const CODE_MAIL: Record<OneTimeCodePurpose, (to: string, name: string, code: string) => Mail> = {
  verify_email: verificationCodeMail,
  reset_password: passwordResetCodeMail,
};

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', { message: 'Invalid email or password' });
const blocked = () => new AppError('ACCOUNT_BLOCKED', { message: MESSAGES.ACCOUNT_BLOCKED });
const notAuthenticated = () =>
  new AppError('NOT_AUTHENTICATED', { message: MESSAGES.NOT_AUTHENTICATED });
const sessionExpired = () =>
  new AppError('SESSION_EXPIRED', { message: 'Your session has ended. Please sign in again.' });
const invalidCode = (message = 'Invalid or expired code') =>
  new AppError('OTP_INVALID', { message });

export const createAuthService = (deps: AppDeps) => {
  const { db, clock, tokens, rateLimits, mailer, storage, logger } = deps;

  /**
   * Access tokens already verified, with their expiry: a client sends the same token on every call
   * for its 15 minutes, and checking its signature each time was a measurable share of a search's
   * CPU. Keyed by the whole token, signature included, so only a token that passed the check can
   * hit; expiry is still checked on every call. Only the signature check is remembered: the session
   * and account look-up still runs each time, so sign-out and blocking take effect at once.
   */
  const verifiedTokens = new LRUCache<string, { claims: AccessTokenClaims; expiresAt: number }>({
    max: 10_000,
  });
  const verifyAccessTokenOnce = async (token: string): Promise<AccessTokenClaims | null> => {
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const known = verifiedTokens.get(token);
    // The same rule as the verifier's: a token is good while its `exp` is after now.
    if (known) return known.expiresAt > nowSeconds ? known.claims : null;
    const claims = await tokens.verifyAccessToken(token, clock.now());
    const { exp } = claims ? decodeJwt(token) : {};
    if (claims && exp !== undefined) verifiedTokens.set(token, { claims, expiresAt: exp });
    return claims;
  };

  const sendMail = async (mail: Mail) => {
    try {
      await mailer.send(mail);
    } catch (error) {
      // A mail outage must not undo a signup; the person can ask for the code again.
      logger.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent');
    }
  };

  /**
   * Issues a fresh code unless one was sent less than 60 s ago (PRODUCT.md). Returns the seconds
   * to wait before the next one. The caller sends `mail` after its transaction commits.
   */
  const issueCode = async (
    account: AccountRow,
    purpose: OneTimeCodePurpose,
  ): Promise<{ mail: Mail | null; retryAfterSeconds: number }> => {
    const now = clock.now();
    const latest = await repo.findLatestCode(db, account.id, purpose);
    if (latest) {
      const elapsedSeconds = (now.getTime() - latest.createdAt.getTime()) / 1000;
      if (elapsedSeconds < OTP_RESEND_INTERVAL_SECONDS) {
        return {
          mail: null,
          retryAfterSeconds: Math.ceil(OTP_RESEND_INTERVAL_SECONDS - elapsedSeconds),
        };
      }
    }
    const code = generateOneTimeCode();
    await repo.replaceCode(db, {
      accountId: account.id,
      purpose,
      codeHash: tokens.hashOneTimeCode(account.id, purpose, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    return {
      mail: CODE_MAIL[purpose](account.email, account.name, code),
      retryAfterSeconds: OTP_RESEND_INTERVAL_SECONDS,
    };
  };

  /** Checks a code; wrong tries count against the code (5 burn it) and against the rate limits. */
  const checkCode = async (
    account: AccountRow,
    purpose: OneTimeCodePurpose,
    code: string,
    meta: ClientMeta,
  ) => {
    const limitKeys: [RateLimitName, string][] = [
      ['codeFailuresByAccount', account.id],
      ['codeFailuresByIp', meta.ip],
    ];
    await rateLimits.assertNotLimited(limitKeys);
    const now = clock.now();
    const latest = await repo.findLatestCode(db, account.id, purpose);
    if (!latest || latest.consumedAt || latest.expiresAt <= now) {
      throw invalidCode('This code has expired. Request a new one.');
    }
    const expected = tokens.hashOneTimeCode(account.id, purpose, code);
    if (!safeEqualHex(expected, latest.codeHash)) {
      await rateLimits.recordFailure(limitKeys);
      const attempts = await repo.countCodeAttempt(db, latest.id);
      if (attempts >= OTP_MAX_ATTEMPTS) {
        await repo.consumeCode(db, latest.id, now);
        throw invalidCode('Too many wrong codes. Request a new one.');
      }
      const left = OTP_MAX_ATTEMPTS - attempts;
      throw invalidCode(`Incorrect code. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    await repo.consumeCode(db, latest.id, now);
  };

  const startSession = async (account: AccountRow, meta: ClientMeta): Promise<SignedIn> => {
    const now = clock.now();
    const refreshToken = generateOpaqueToken();
    const refreshTokenExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    const session = await db.transaction(async (tx) => {
      const created = await repo.insertSession(tx, {
        accountId: account.id,
        userAgent: meta.userAgent?.slice(0, 300),
        ipAddress: meta.ip,
        createdAt: now,
        lastUsedAt: now,
      });
      await repo.insertRefreshToken(tx, {
        sessionId: created.id,
        tokenHash: sha256Hex(refreshToken),
        expiresAt: refreshTokenExpiresAt,
        createdAt: now,
      });
      return created;
    });
    const accessToken = await tokens.signAccessToken(
      { accountId: account.id, role: account.role, sessionId: session.id },
      now,
    );
    return {
      account: toAccount(account, storage),
      accessToken,
      refreshToken,
      refreshTokenExpiresAt,
    };
  };

  const storeOwnerDocuments = async (ownerId: string, files: UploadedFile[]) => {
    const stored = [];
    for (const file of files) {
      const extension =
        file.mimeType === 'application/pdf' ? 'pdf' : file.mimeType === 'image/png' ? 'png' : 'jpg';
      const storageKey = `private/owner-documents/${ownerId}/${randomUUID()}.${extension}`;
      await storage.put(storageKey, file.buffer);
      stored.push({
        ownerId,
        storageKey,
        fileName: file.fileName.slice(0, 200) || `document.${extension}`,
        mimeType: file.mimeType,
        sizeBytes: file.buffer.length,
      });
    }
    return stored;
  };

  return {
    /**
     * Creates an unverified account and e-mails a code. Signing up again before verifying updates
     * the pending account (a person who lost the first code is not stuck).
     */
    signup: async (role: SelfServiceRole, fields: SignupFields, documents: UploadedFile[] = []) => {
      const existing = await repo.findLiveAccountByEmail(db, role, fields.email);
      if (existing?.isVerified) {
        throw new AppError('EMAIL_TAKEN', {
          message: 'An account with this email already exists. Please sign in.',
          details: [{ field: 'email', message: 'Already registered' }],
        });
      }
      const passwordHash = await hashPassword(fields.password);
      const values = {
        name: fields.name,
        phone: fields.phone ?? null,
        passwordHash,
      };
      // Files first: if the database write fails they are removed again below.
      const accountId = existing?.id ?? randomUUID();
      const storedDocuments =
        role === 'owner' ? await storeOwnerDocuments(accountId, documents) : [];
      let replacedKeys: string[] = [];
      let account: AccountRow;
      try {
        account = await db.transaction(async (tx) => {
          if (existing) {
            if (role === 'owner') {
              replacedKeys = (await repo.deleteOwnerDocuments(tx, existing.id)).map(
                (row) => row.storageKey,
              );
            }
            await repo.insertOwnerDocuments(tx, storedDocuments);
            return (await repo.updateAccount(tx, existing.id, values))!;
          }
          const created = await repo.insertAccount(tx, {
            id: accountId,
            role,
            email: fields.email,
            ...values,
            approvalStatus: role === 'owner' ? 'pending' : null,
            createdAt: clock.now(),
          });
          await repo.insertOwnerDocuments(tx, storedDocuments);
          return created;
        });
      } catch (error) {
        await Promise.all(storedDocuments.map((document) => storage.remove(document.storageKey)));
        if (isUniqueViolation(error)) {
          throw new AppError('EMAIL_TAKEN', {
            message: 'An account with this email already exists. Please sign in.',
          });
        }
        throw error;
      }
      await Promise.all(replacedKeys.map((key) => storage.remove(key)));
      const { mail } = await issueCode(account, 'verify_email');
      if (mail) await sendMail(mail);
      return { email: account.email };
    },

    verifyEmail: async (role: SelfServiceRole, email: string, code: string, meta: ClientMeta) => {
      const account = await repo.findLiveAccountByEmail(db, role, email);
      if (!account) throw invalidCode();
      if (account.isVerified) return { alreadyVerified: true };
      await checkCode(account, 'verify_email', code, meta);
      await repo.updateAccount(db, account.id, { isVerified: true });
      return { alreadyVerified: false };
    },

    /** Answers the same whether or not the account exists, so e-mails cannot be probed. */
    resendVerificationCode: async (role: SelfServiceRole, email: string, meta: ClientMeta) => {
      await rateLimits.consume([
        ['codeRequestsByAccount', `${role}:${email}`],
        ['codeRequestsByIp', meta.ip],
      ]);
      const account = await repo.findLiveAccountByEmail(db, role, email);
      if (!account || account.isVerified) return { retryAfterSeconds: OTP_RESEND_INTERVAL_SECONDS };
      const { mail, retryAfterSeconds } = await issueCode(account, 'verify_email');
      if (!mail) {
        throw new AppError('RATE_LIMITED', {
          message: `Please wait ${retryAfterSeconds} seconds before asking for another code.`,
          headers: { 'Retry-After': String(retryAfterSeconds) },
        });
      }
      await sendMail(mail);
      return { retryAfterSeconds };
    },

    login: async (
      role: Role,
      email: string,
      password: string,
      meta: ClientMeta,
    ): Promise<SignedIn> => {
      const limitKeys: [RateLimitName, string][] = [
        ['loginFailuresByAccountAndIp', `${role}:${email}:${meta.ip}`],
        ['loginFailuresByAccount', `${role}:${email}`],
        ['loginFailuresByIp', meta.ip],
      ];
      await rateLimits.assertNotLimited(limitKeys);
      const account = await repo.findLiveAccountByEmail(db, role, email);
      const passwordMatches = account?.passwordHash
        ? await verifyPassword(account.passwordHash, password)
        : (await burnPasswordCheck(password), false);
      if (!account || !passwordMatches) {
        await rateLimits.recordFailure(limitKeys);
        throw invalidCredentials();
      }
      await rateLimits.reset([limitKeys[0]!]);
      if (account.status !== 'active') throw blocked();
      if (!account.isVerified && role !== 'admin') {
        const { mail } = await issueCode(account, 'verify_email');
        if (mail) await sendMail(mail);
        throw new AppError('ACCOUNT_NOT_VERIFIED', {
          message: 'Please verify your email first. We sent you a code.',
        });
      }
      return startSession(account, meta);
    },

    /** Rotates a refresh token; a second use of a rotated token ends its whole session. */
    refresh: async (refreshToken: string | undefined): Promise<SignedIn> => {
      if (!refreshToken) throw sessionExpired();
      const now = clock.now();
      const tokenHash = sha256Hex(refreshToken);
      const claimed = await repo.claimRefreshToken(db, tokenHash, now);
      if (!claimed) {
        const known = await repo.findRefreshToken(db, tokenHash);
        if (known?.usedAt) {
          await repo.revokeSession(db, known.sessionId, 'refresh token reuse', now);
          logger.warn({ sessionId: known.sessionId }, 'refresh token reuse: session revoked');
        }
        throw sessionExpired();
      }
      const session = await repo.findSessionById(db, claimed.sessionId);
      const account = session ? await repo.findLiveAccountById(db, session.accountId) : null;
      if (!session || !account) throw sessionExpired();
      if (account.status !== 'active') throw blocked();
      if (session.revokedAt) throw sessionExpired();
      const nextToken = generateOpaqueToken();
      const refreshTokenExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
      await db.transaction(async (tx) => {
        await repo.insertRefreshToken(tx, {
          sessionId: session.id,
          tokenHash: sha256Hex(nextToken),
          expiresAt: refreshTokenExpiresAt,
          createdAt: now,
        });
        await repo.touchSession(tx, session.id, now);
      });
      const accessToken = await tokens.signAccessToken(
        { accountId: account.id, role: account.role, sessionId: session.id },
        now,
      );
      return {
        account: toAccount(account, storage),
        accessToken,
        refreshToken: nextToken,
        refreshTokenExpiresAt,
      };
    },

    /** Ends the session of the refresh cookie, or of the access token when there is no cookie. */
    logout: async (refreshToken: string | undefined, sessionId: string | undefined) => {
      const now = clock.now();
      if (refreshToken) {
        const known = await repo.findRefreshToken(db, sha256Hex(refreshToken));
        if (known) await repo.revokeSession(db, known.sessionId, 'logout', now);
      }
      if (sessionId) await repo.revokeSession(db, sessionId, 'logout', now);
    },

    forgotPassword: async (role: SelfServiceRole, email: string, meta: ClientMeta) => {
      await rateLimits.consume([
        ['codeRequestsByAccount', `${role}:${email}`],
        ['codeRequestsByIp', meta.ip],
      ]);
      const account = await repo.findLiveAccountByEmail(db, role, email);
      if (!account || account.status !== 'active') return;
      const { mail } = await issueCode(account, 'reset_password');
      if (mail) await sendMail(mail);
    },

    /** A reset proves the e-mail, so it also verifies the account; it ends every session. */
    resetPassword: async (
      role: SelfServiceRole,
      email: string,
      code: string,
      newPassword: string,
      meta: ClientMeta,
    ) => {
      const account = await repo.findLiveAccountByEmail(db, role, email);
      if (!account) throw invalidCode();
      await checkCode(account, 'reset_password', code, meta);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repo.updateAccount(tx, account.id, { passwordHash, isVerified: true });
        await repo.revokeAccountSessions(tx, account.id, 'password reset', clock.now());
      });
    },

    /** Checks an access token and that its session and account are still good. */
    authenticateAccessToken: async (token: string): Promise<AuthenticatedAccount> => {
      const claims = await verifyAccessTokenOnce(token);
      if (!claims) throw notAuthenticated();
      const row = await repo.findAccountForSession(db, claims.accountId, claims.sessionId);
      if (!row || row.deletedAt) throw notAuthenticated();
      // Blocked wins over the revoked session, so the web can tell the person why they are out.
      if (row.status !== 'active') throw blocked();
      if (row.sessionRevokedAt) throw notAuthenticated();
      return {
        id: row.id,
        role: row.role,
        name: row.name,
        email: row.email,
        sessionId: claims.sessionId,
        approvalStatus: row.approvalStatus,
      };
    },

    /**
     * Google sign-in (users only): the same Google account, or else a user with the same verified
     * e-mail, signs in; otherwise a verified user is created with no password.
     */
    signInWithGoogle: async (
      profile: { subject: string; email: string; emailVerified: boolean; name: string },
      meta: ClientMeta,
    ): Promise<SignedIn> => {
      if (!profile.emailVerified) {
        throw new AppError('FORBIDDEN', { message: 'Your Google e-mail address is not verified' });
      }
      const email = profile.email.trim().toLowerCase();
      let account = await repo.findUserByGoogleSubject(db, profile.subject);
      if (account && account.role !== 'user') account = null;
      if (!account) {
        const byEmail = await repo.findLiveAccountByEmail(db, 'user', email);
        if (byEmail && !byEmail.isVerified) {
          // Nobody proved this address before Google did: whoever signed up with it may not be its
          // owner, so their password and sessions must not survive into the verified account.
          await db.transaction(async (tx) => {
            await repo.updateAccount(tx, byEmail.id, { passwordHash: null });
            await repo.revokeAccountSessions(
              tx,
              byEmail.id,
              'unverified account claimed by Google sign-in',
              clock.now(),
            );
          });
        }
        account = byEmail
          ? (await repo.updateAccount(db, byEmail.id, {
              googleSubject: profile.subject,
              isVerified: true,
            }))!
          : await repo.insertAccount(db, {
              role: 'user',
              email,
              name: profile.name.trim().slice(0, 80) || email.split('@')[0]!,
              googleSubject: profile.subject,
              isVerified: true,
              createdAt: clock.now(),
            });
      }
      if (account.status !== 'active') throw blocked();
      return startSession(account, meta);
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
