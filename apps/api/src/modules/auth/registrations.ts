import { randomBytes, randomUUID } from 'node:crypto';
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
import { accountKeyOf, codeRequestBudgets } from './callers';
import { accountExistsMail, verificationCodeMail } from './emails';
import { invalidCode, type ClientMeta } from './errors';
import * as repo from './repo';
import * as signupRepo from './signup-repo';
import { storeOwnerDocumentFiles } from './owner-document-files';
import type { SignupRequestRow } from './signup-repo';

export const SEND_CODE_JOB = 'auth.send-signup-code';
const RESEND_JOB = 'auth.resend-signup-code';
const EXPIRE_JOB = 'auth.expire-registrations';
const CODE_PURPOSE = 'signup';
const RESEND_INTERVAL_MS = OTP_RESEND_INTERVAL_SECONDS * 1000;
/** Registrations the expiry job deletes per statement. */
const EXPIRE_BATCH = 100;

/**
 * What one address may park in documents of registrations nobody has verified yet (issue 23: three
 * unverified 3 MB sign-ups grew storage by 28 MB, and nothing ever deleted them). A registration's
 * documents count until its code is entered, it burns or it expires (a day).
 */
export const PARKED_DOCUMENTS_PER_ADDRESS = { registrations: 10, bytes: 50 * 1024 * 1024 };

const tooMuchParked = (oldest: Date | null, now: Date) => {
  const retryAfterSeconds = oldest
    ? Math.max(
        1,
        Math.ceil((oldest.getTime() + signupRepo.REGISTRATION_TTL_MS - now.getTime()) / 1000),
      )
    : 60;
  return new AppError('RATE_LIMITED', {
    message:
      'Too many sign-ups with documents from your network are waiting for their e-mail code. Enter the code of an earlier sign-up, or try again later.',
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
};

/**
 * Sign-up as pending registrations (docs/decisions/009-signup-and-login-defences.md): each sign-up
 * keeps its own name, password and documents with its own code, and the account is made only from
 * the registration whose code is entered. A later sign-up for the same address never changes what
 * an earlier code verifies, so nobody can plant a password in someone else's account.
 *
 * The request does the same work whether or not the address has an account (decision 030): it
 * stores the registration and queues its code; the queue finds out whether the address is taken,
 * and mails either the code or "you already have an account". Unverified registrations expire
 * after a day, their documents with them, through the queue.
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

  const storeDocuments = (requestId: string, files: UploadedFile[]) =>
    storeOwnerDocumentFiles(storage, requestId, files);

  const removeDocuments = (documents: PendingDocument[]) =>
    Promise.all(documents.map((document) => storage.remove(document.storageKey)));

  /**
   * The one place a registration's code is made and mailed (first send and resends): at most one
   * a minute per registration, and within the address's mailbox budget unless the caller holds a
   * device cookie for it.
   */
  const mailCode = async (request: SignupRequestRow, options: { isFirst: boolean }) => {
    const now = clock.now();
    if (
      options.isFirst
        ? signupRepo.hasCode(request)
        : now.getTime() - request.codeSentAt.getTime() < RESEND_INTERVAL_MS
    ) {
      return;
    }
    const accountKey = accountKeyOf(request.role, request.email);
    if (!(await rateLimits.trySpend(['codeMailsByAddress', accountKey]))) return;
    const { code, values } = newCode(request.id, now);
    await db.transaction(async (tx) => {
      // Checked again in the statement: a first-code job run twice, or two resends racing, mail
      // one code.
      const when = options.isFirst
        ? ({ first: true } as const)
        : ({ first: false, minIntervalMs: RESEND_INTERVAL_MS } as const);
      if (!(await signupRepo.replaceSignupCode(tx, request.id, values, when))) return;
      await enqueueMail(jobs, tx, verificationCodeMail(request, code));
    });
    jobs.kick();
  };

  // The first code: unless the address has an account, in which case its owner is told instead
  // and the registration goes (no account enumeration: the sign-up answered alike either way).
  jobs.register(SEND_CODE_JOB, async (payload) => {
    const request = await signupRepo.findSignupRequest(db, String(payload.registrationId));
    if (!request || request.closedAt) return;
    const account = await repo.findLiveAccountByEmail(db, request.role, request.email);
    if (account) {
      const closed = await signupRepo.closeSignupRequest(db, request.id, clock.now());
      if (closed) await removeDocuments(closed.documents);
      if (account.status === 'active' && account.role !== 'admin') {
        const accountKey = accountKeyOf(request.role, request.email);
        if (await rateLimits.trySpend(['codeMailsByAddress', accountKey])) {
          await enqueueMail(jobs, db, accountExistsMail(account));
        }
      }
      return;
    }
    await mailCode(request, { isFirst: true });
  });

  // A resend is looked up and mailed off the request path, so its answer takes the same time
  // whether or not the address is waiting for a code. It re-sends the code of the registration
  // the caller names; without one, only when the address has a single registration waiting, so a
  // resend can never hand the mailbox the code of somebody else's later sign-up (issue 23).
  jobs.register(RESEND_JOB, async (payload) => {
    const { role, email, registrationId } = payload as {
      role: SelfServiceRole;
      email: string;
      registrationId?: string;
    };
    const open = await signupRepo.findOpenSignupRequests(db, role, email, clock.now());
    const request = registrationId
      ? open.find((row) => row.id === registrationId)
      : open.length === 1
        ? open[0]
        : undefined;
    if (request) await mailCode(request, { isFirst: false });
  });

  // Registrations nobody verified within a day go, with their documents. Each sign-up queues one
  // run for its own expiry; a run sweeps everything expired by then (older versions' too). A file
  // an owner's account holds (a verified registration handed it over) is never deleted.
  jobs.register(EXPIRE_JOB, async () => {
    const before = new Date(clock.now().getTime() - signupRepo.REGISTRATION_TTL_MS);
    for (;;) {
      const expired = await signupRepo.findExpiredSignupRequests(db, before, EXPIRE_BATCH);
      const documents = expired.flatMap((row) => row.documents);
      const owned = await signupRepo.findOwnedDocumentKeys(
        db,
        documents.map((document) => document.storageKey),
      );
      // Files first, rows after: a crash in between leaves rows whose files are gone, and the
      // retry removes them again (removing a missing file is not an error).
      await removeDocuments(documents.filter((document) => !owned.has(document.storageKey)));
      await signupRepo.deleteSignupRequests(
        db,
        expired.map((row) => row.id),
      );
      if (expired.length < EXPIRE_BATCH) return;
    }
  });

  /** Refuses a sign-up whose documents would take its address over what it may park. */
  const assertDocumentAllowance = async (documents: UploadedFile[], meta: ClientMeta) => {
    if (documents.length === 0) return;
    const now = clock.now();
    const parked = await signupRepo.findParkedDocuments(db, meta.ip, now);
    const bytes = documents.reduce((sum, file) => sum + file.buffer.length, 0);
    if (
      parked.registrations + 1 > PARKED_DOCUMENTS_PER_ADDRESS.registrations ||
      parked.bytes + bytes > PARKED_DOCUMENTS_PER_ADDRESS.bytes
    ) {
      throw tooMuchParked(parked.oldest, now);
    }
  };

  return {
    signup: async (
      role: SelfServiceRole,
      fields: SignupFields,
      documents: UploadedFile[],
      meta: ClientMeta,
    ) => {
      // A sign-up mails a code: it spends the caller's code budget (no mail bombing), counted per
      // caller so nobody else's sign-ups for an address can stop its owner's.
      await rateLimits.consume([
        ...codeRequestBudgets(accountKeyOf(role, fields.email), meta),
        ['signupsByIp', meta.ip],
      ]);
      assertAcceptablePassword(fields.password, fields, 'password');
      await assertDocumentAllowance(documents, meta);
      const passwordHash = await hashPassword(fields.password);
      const now = clock.now();
      const id = randomUUID();
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
            createdFrom: meta.ip,
            // No code exists until the queue makes one (below): this hash matches no code.
            codeHash: hashCode(id, randomBytes(16).toString('hex')),
            ...signupRepo.withoutCode(now),
          });
          await jobs.enqueue(tx, SEND_CODE_JOB, { registrationId: id });
          await jobs.enqueue(
            tx,
            EXPIRE_JOB,
            { registrationId: id },
            { runAt: new Date(now.getTime() + signupRepo.REGISTRATION_TTL_MS + 1000) },
          );
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
        const burnt = await signupRepo.countWrongCode(
          db,
          open.map((row) => row.id),
          OTP_MAX_ATTEMPTS,
          now,
        );
        await removeDocuments(burnt.flatMap((row) => row.documents));
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
          // The address got an account since (a Google sign-in): a code like any other that does
          // not work any more.
          if (isUniqueViolation(error)) throw invalidCode();
          throw error;
        });
      await removeDocuments(dropped.flatMap((row) => row.documents));
      await rateLimits.reset([limitKeys[0]!]);
      return account;
    },

    /**
     * Queues a new code for the caller's registration. Answers the same whatever the address (known,
     * unknown, waiting, just mailed): the one-a-minute rule is kept by the queue, silently.
     */
    resend: async (
      role: SelfServiceRole,
      input: { email: string; registrationId?: string },
      meta: ClientMeta,
    ) => {
      await rateLimits.consume(codeRequestBudgets(accountKeyOf(role, input.email), meta));
      await jobs.enqueue(db, RESEND_JOB, { role, ...input });
      return { retryAfterSeconds: OTP_RESEND_INTERVAL_SECONDS };
    },

    /**
     * Sign-in to an address that is only registered, not verified: the password is checked
     * against the address's waiting registrations, and the one it opens gets its code re-sent.
     * Null when the address has no registration waiting.
     */
    matchPendingLogin: async (
      role: SelfServiceRole,
      email: string,
      password: string,
    ): Promise<boolean | null> => {
      const open = await signupRepo.findOpenSignupRequests(db, role, email, clock.now());
      if (open.length === 0) return null;
      for (const request of open) {
        if (!(await verifyPassword(request.passwordHash, password))) continue;
        await mailCode(request, { isFirst: false });
        return true;
      }
      return false;
    },
  };
};
export type Registrations = ReturnType<typeof createRegistrations>;
