// read model: reads owner_documents.
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { SelfServiceRole } from '@nestly/shared';
import type { DbOrTx } from '../../db/client';
import { ownerDocuments, signupRequests, type SignupRequestRow } from '../../db/schema/index';

export type { SignupRequestRow };

/**
 * A registration nobody verified within a day is forgotten: the expiry job deletes it with its
 * documents (issue 23; it was a week, and its documents were kept for ever).
 */
export const REGISTRATION_TTL_MS = 24 * 3_600_000;
const OPEN_FOR_MS = REGISTRATION_TTL_MS;

export const insertSignupRequest = async (
  db: DbOrTx,
  values: typeof signupRequests.$inferInsert,
) => {
  await db.insert(signupRequests).values(values);
};

/** The address's registrations still waiting for their code, newest first. */
export const findOpenSignupRequests = async (
  db: DbOrTx,
  role: SelfServiceRole,
  email: string,
  now: Date,
) =>
  db
    .select()
    .from(signupRequests)
    .where(
      and(
        eq(signupRequests.role, role),
        eq(signupRequests.email, email),
        isNull(signupRequests.closedAt),
        gt(signupRequests.createdAt, new Date(now.getTime() - OPEN_FOR_MS)),
      ),
    )
    .orderBy(desc(signupRequests.createdAt))
    .limit(5);

/**
 * Counts a wrong code against these registrations; a registration's 5th wrong code burns it.
 * Answers the documents of those it burnt (they go at once, not with the expiry).
 */
export const countWrongCode = async (db: DbOrTx, ids: string[], maxAttempts: number, now: Date) => {
  if (ids.length === 0) return [];
  const rows = await db
    .update(signupRequests)
    .set({
      attempts: sql`${signupRequests.attempts} + 1`,
      closedAt: sql`case when ${signupRequests.attempts} + 1 >= ${maxAttempts} then ${now}::timestamptz else null end`,
    })
    .where(inArray(signupRequests.id, ids))
    .returning({ closedAt: signupRequests.closedAt, documents: signupRequests.documents });
  return rows.filter((row) => row.closedAt !== null);
};

export const findSignupRequest = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(signupRequests).where(eq(signupRequests.id, id));
  return row ?? null;
};

/**
 * What one address has parked in open registrations with documents, and when the oldest of them
 * expires (for Retry-After).
 */
export const findParkedDocuments = async (db: DbOrTx, address: string, now: Date) => {
  const [row] = await db
    .select({
      registrations: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum((select sum((document->>'sizeBytes')::bigint) from jsonb_array_elements(${signupRequests.documents}) document)), 0)::bigint`,
      oldest: sql<Date | null>`min(${signupRequests.createdAt})`,
    })
    .from(signupRequests)
    .where(
      and(
        eq(signupRequests.createdFrom, address),
        isNull(signupRequests.closedAt),
        gt(signupRequests.createdAt, new Date(now.getTime() - OPEN_FOR_MS)),
        sql`jsonb_array_length(${signupRequests.documents}) > 0`,
      ),
    );
  return {
    registrations: Number(row?.registrations ?? 0),
    bytes: Number(row?.bytes ?? 0),
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
};

/** Registrations made before `before` (open or closed), oldest first, for the expiry job. */
export const findExpiredSignupRequests = (db: DbOrTx, before: Date, limit: number) =>
  db
    .select({ id: signupRequests.id, documents: signupRequests.documents })
    .from(signupRequests)
    .where(lte(signupRequests.createdAt, before))
    .orderBy(asc(signupRequests.createdAt))
    .limit(limit);

export const deleteSignupRequests = async (db: DbOrTx, ids: string[]) => {
  if (ids.length > 0) await db.delete(signupRequests).where(inArray(signupRequests.id, ids));
};

/** Which of these stored files an owner's account holds (a verified registration handed them over). */
export const findOwnedDocumentKeys = async (db: DbOrTx, keys: string[]) =>
  keys.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .select({ key: ownerDocuments.storageKey })
            .from(ownerDocuments)
            .where(inArray(ownerDocuments.storageKey, keys))
        ).map((row) => row.key),
      );

/**
 * Closes one registration if still open; null when another call closed it first, else its
 * documents.
 */
export const closeSignupRequest = async (db: DbOrTx, id: string, now: Date) => {
  const [row] = await db
    .update(signupRequests)
    .set({ closedAt: now })
    .where(and(eq(signupRequests.id, id), isNull(signupRequests.closedAt)))
    .returning({ documents: signupRequests.documents });
  return row ?? null;
};

/** Once an address is verified, its other registrations are dropped; answers their documents. */
export const closeOtherSignupRequests = async (
  db: DbOrTx,
  role: SelfServiceRole,
  email: string,
  now: Date,
) =>
  db
    .update(signupRequests)
    .set({ closedAt: now })
    .where(
      and(
        eq(signupRequests.role, role),
        eq(signupRequests.email, email),
        isNull(signupRequests.closedAt),
      ),
    )
    .returning({ documents: signupRequests.documents });

/**
 * A registration is stored before its first code exists (the queue makes and mails it): until
 * then its code "expires" when it was "sent". `withoutCode` writes that marker, `hasCode` reads it,
 * and `replaceSignupCode` checks it in SQL.
 */
export const withoutCode = (now: Date) => ({ codeSentAt: now, codeExpiresAt: now });

export const hasCode = (row: Pick<SignupRequestRow, 'codeSentAt' | 'codeExpiresAt'>) =>
  row.codeExpiresAt.getTime() !== row.codeSentAt.getTime();

/**
 * A fresh code for one registration: the first one only while it has none (`withoutCode`), a resend only if the last code is at
 * least `minIntervalMs` old. Checked in the statement, so a first-code job run twice (the queue
 * runs a job at least once) or two resends racing mail one code, and the mailed one stays valid.
 * Answers whether this call replaced it.
 */
export const replaceSignupCode = async (
  db: DbOrTx,
  id: string,
  values: { codeHash: string; codeSentAt: Date; codeExpiresAt: Date },
  when: { first: true } | { first: false; minIntervalMs: number },
) => {
  const rows = await db
    .update(signupRequests)
    .set({ ...values, attempts: 0 })
    .where(
      and(
        eq(signupRequests.id, id),
        isNull(signupRequests.closedAt),
        when.first
          ? eq(signupRequests.codeExpiresAt, signupRequests.codeSentAt)
          : lt(
              signupRequests.codeSentAt,
              new Date(values.codeSentAt.getTime() - when.minIntervalMs + 1),
            ),
      ),
    )
    .returning({ id: signupRequests.id });
  return rows.length === 1;
};
