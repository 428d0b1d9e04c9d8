import { randomUUID } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_TTL_MINUTES,
  type SelfServiceRole,
  type SignupFields,
} from '@nestly/shared';
import type { PendingDocument } from '../../db/schema/index';
import { enqueueMail } from '../../jobs/mail';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../app-deps';
import type { UploadedFile } from '../../lib/multipart';
import { assertAcceptablePassword } from '../../lib/password-policy';
import type { RateLimitName } from '../../lib/rate-limits';
import {
  generateOneTimeCode,
  hashPassword,
  safeEqualHex,
  verifyPassword,
} from '../../lib/security';
import { verificationCodeMail } from './emails';
import { invalidCode, type ClientMeta } from './errors';
import * as repo from './repo';
import * as signupRepo from './signup-repo';
import type { SignupRequestRow } from './signup-repo';

const RESEND_JOB = 'auth.resend-signup-code';
const CODE_PURPOSE = 'signup';
const RESEND_INTERVAL_MS = OTP_RESEND_INTERVAL_SECONDS * 1000;

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', {
    message: 'An account with this email already exists. Please sign in.',
    details: [{ field: 'email', message: 'Already registered' }],
  });

/**
 * Sign-up as pending registrations (docs/decisions/009-signup-and-login-defences.md): each sign-up
 * keeps its own name, password and documents with its own code, and the account is made only from
 * the registration whose code is entered. A later sign-up for the same address never changes what
 * an earlier code verifies, so nobody can plant a password in someone else's account.
 */
export const createRegistrations = (deps: AppDeps) => {
  const { db, clock, tokens, rateLimits, storage, jobs } = deps;

  const hashCode = (requestId: string, code: string) =>
    tokens.hashOneTimeCode(requestId, CODE_PURPOSE, code);

  const newCode = (requestId: string, now: Date) => {
    const code = generateOneTimeCode();
    return {
      code,
      values: {
        codeHash: hashCode(requestId, code),
        codeSentAt: now,
        codeExpiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      },
    };
  };

  const storeDocuments = async (requestId: string, files: UploadedFile[]) => {
    const stored: PendingDocument[] = [];
    for (const file of files) {
      const extension =
        file.mimeType === 'application/pdf' ? 'pdf' : file.mimeType === 'image/png' ? 'png' : 'jpg';
      const storageKey = `private/owner-documents/${requestId}/${randomUUID()}.${extension}`;
      await storage.put(storageKey, file.buffer);
      stored.push({
        storageKey,
        fileName: file.fileName.slice(0, 200) || `document.${extension}`,
        mimeType: file.mimeType,
        sizeBytes: file.buffer.length,
      });
    }
    return stored;
  };

  const removeDocuments = (documents: PendingDocument[]) =>
    Promise.all(documents.map((document) => storage.remove(document.storageKey)));

  /** Re-sends one registration's code (a fresh one), at most once a minute. */
  const reissueCode = async (request: SignupRequestRow) => {
    const { code, values } = newCode(request.id, clock.now());
    await db.transaction(async (tx) => {
      if (!(await signupRepo.replaceSignupCode(tx, request.id, values, RESEND_INTERVAL_MS))) return;
      await enqueueMail(jobs, tx, verificationCodeMail(request.email, request.name, code));
    });
    jobs.kick();
  };

  // A resend is looked up and mailed off the request path, so its answer takes the same time
  // whether or not the address is waiting for a code.
  jobs.register(RESEND_JOB, async (payload) => {
    const { role, email, registrationId } = payload as {
      role: SelfServiceRole;
      email: string;
      registrationId?: string;
    };
    const open = await signupRepo.findOpenSignupRequests(db, role, email, clock.now());
    const request = registrationId ? open.find((row) => row.id === registrationId) : open[0];
    if (request) await reissueCode(request);
  });

  return {
    signup: async (
      role: SelfServiceRole,
      fields: SignupFields,
      documents: UploadedFile[],
      meta: ClientMeta,
    ) => {
      // A sign-up mails a code: it spends the same budget as a resend (no mail bombing).
      await rateLimits.consume([
        ['codeRequestsByAccount', `${role}:${fields.email}`],
        ['signupsByIp', meta.ip],
      ]);
      if (await repo.findLiveAccountByEmail(db, role, fields.email)) throw emailTaken();
      assertAcceptablePassword(fields.password, fields, 'password');
      const passwordHash = await hashPassword(fields.password);
      const now = clock.now();
      const id = randomUUID();
      const { code, values } = newCode(id, now);
      const stored = await storeDocuments(id, documents);
      try {
        await db.transaction(async (tx) => {
          await signupRepo.insertSignupRequest(tx, {
            id,
            role,
            email: fields.email,
            name: fields.name,
            phone: fields.phone ?? null,
            passwordHash,
            documents: stored,
            createdAt: now,
            ...values,
          });
          await enqueueMail(jobs, tx, verificationCodeMail(fields.email, fields.name, code));
        });
      } catch (error) {
        await removeDocuments(stored);
        throw error;
      }
      jobs.kick();
      return { email: fields.email, registrationId: id };
    },

    /**
     * The code makes the account, from the registration it was sent for (and, when the browser
     * names its registration, only from that one). Every failure answers alike, whether the
     * address is unknown, already verified, or has no live code (no account enumeration).
     */
    verify: async (
      role: SelfServiceRole,
      input: { email: string; otp: string; registrationId?: string },
      meta: ClientMeta,
    ) => {
      const limitKeys: [RateLimitName, string][] = [
        ['codeFailuresByAccount', `${role}:${input.email}`],
        ['codeFailuresByIp', meta.ip],
      ];
      await rateLimits.assertNotLimited(limitKeys);
      const now = clock.now();
      const open = (await signupRepo.findOpenSignupRequests(db, role, input.email, now)).filter(
        (row) =>
          row.codeExpiresAt > now && (!input.registrationId || row.id === input.registrationId),
      );
      const match = open.find((row) => safeEqualHex(hashCode(row.id, input.otp), row.codeHash));
      if (!match) {
        await rateLimits.recordFailure(limitKeys);
        await signupRepo.countWrongCode(
          db,
          open.map((row) => row.id),
          OTP_MAX_ATTEMPTS,
          now,
        );
        throw invalidCode();
      }
      let dropped: { documents: PendingDocument[] }[] = [];
      const account = await db
        .transaction(async (tx) => {
          if (!(await signupRepo.closeSignupRequest(tx, match.id, now))) throw invalidCode();
          const created = await repo.insertAccount(tx, {
            role,
            email: match.email,
            name: match.name,
            phone: match.phone,
            passwordHash: match.passwordHash,
            isVerified: true,
            approvalStatus: role === 'owner' ? 'pending' : null,
            createdAt: now,
          });
          await repo.insertOwnerDocuments(
            tx,
            match.documents.map((document) => ({ ...document, ownerId: created.id })),
          );
          dropped = await signupRepo.closeOtherSignupRequests(tx, role, match.email, now);
          return created;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        });
      await removeDocuments(dropped.flatMap((row) => row.documents));
      await rateLimits.reset([limitKeys[0]!]);
      return account;
    },

    /** At most one code a minute; the new code goes out from the queue. */
    resend: async (
      role: SelfServiceRole,
      input: { email: string; registrationId?: string },
      meta: ClientMeta,
    ) => {
      await rateLimits.consume([
        ['codeRequestsByAccount', `${role}:${input.email}`],
        ['codeRequestsByIp', meta.ip],
      ]);
      const now = clock.now();
      const [latest] = await signupRepo.findOpenSignupRequests(db, role, input.email, now);
      const elapsed = latest ? now.getTime() - latest.codeSentAt.getTime() : Infinity;
      if (elapsed < RESEND_INTERVAL_MS) {
        const retryAfterSeconds = Math.ceil((RESEND_INTERVAL_MS - elapsed) / 1000);
        throw new AppError('RATE_LIMITED', {
          message: `Please wait ${retryAfterSeconds} seconds before asking for another code.`,
          headers: { 'Retry-After': String(retryAfterSeconds) },
        });
      }
      await jobs.enqueue(db, RESEND_JOB, { role, ...input });
      return { retryAfterSeconds: OTP_RESEND_INTERVAL_SECONDS };
    },

    /**
     * Sign-in to an address that is only registered, not verified: the password is checked
     * against its newest registration, and a right one gets that registration's code re-sent.
     * Null when the address has no registration waiting.
     */
    matchPendingLogin: async (
      role: SelfServiceRole,
      email: string,
      password: string,
    ): Promise<boolean | null> => {
      const [latest] = await signupRepo.findOpenSignupRequests(db, role, email, clock.now());
      if (!latest) return null;
      if (!(await verifyPassword(latest.passwordHash, password))) return false;
      if (clock.now().getTime() - latest.codeSentAt.getTime() >= RESEND_INTERVAL_MS) {
        await reissueCode(latest);
      }
      return true;
    },
  };
};
export type Registrations = ReturnType<typeof createRegistrations>;
