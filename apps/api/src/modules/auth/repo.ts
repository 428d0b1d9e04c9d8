// crosses owners: writes accounts, owner_documents (accounts'; to move behind its index.ts).
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@nestly/shared';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  oneTimeCodes,
  ownerDocuments,
  refreshTokens,
  sessions,
  type OneTimeCodePurpose,
} from '../../db/schema/index';
import { accessChanged } from './access-cache';
import { firstRowOrNull } from '../../db/first-row';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;

export const findLiveAccountByEmail = async (db: DbOrTx, role: Role, email: string) => {
  return firstRowOrNull(
    db
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, role), eq(accounts.email, email), isNull(accounts.deletedAt)))
      .limit(1),
  );
};

export const findLiveAccountById = async (db: DbOrTx, id: string) => {
  return firstRowOrNull(
    db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, id), isNull(accounts.deletedAt)))
      .limit(1),
  );
};

export const findUserByGoogleSubject = async (db: DbOrTx, subject: string) => {
  return firstRowOrNull(
    db
      .select()
      .from(accounts)
      .where(and(eq(accounts.googleSubject, subject), isNull(accounts.deletedAt)))
      .limit(1),
  );
};

export const insertAccount = async (db: DbOrTx, values: NewAccountRow) => {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
};

/** Every change of an account (status, approval, deletion, password, name) passes here. */
export const updateAccount = async (db: DbOrTx, id: string, values: Partial<NewAccountRow>) => {
  await accessChanged(id);
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, id))
    .returning();
  return row ?? null;
};

export const insertOwnerDocuments = async (
  db: DbOrTx,
  rows: (typeof ownerDocuments.$inferInsert)[],
) => {
  if (rows.length === 0) return;
  await db.insert(ownerDocuments).values(rows);
};

export const deleteOwnerDocuments = async (db: DbOrTx, ownerId: string) =>
  db.delete(ownerDocuments).where(eq(ownerDocuments.ownerId, ownerId)).returning();

/**
 * Account and session in one look-up. Every authenticated call runs it, so it is a named
 * prepared statement: Drizzle builds it once per database, and PostgreSQL parses and plans it
 * once per connection instead of on every request.
 */
const prepareAccountForSession = (db: DbOrTx) =>
  db
    .select({
      id: accounts.id,
      role: accounts.role,
      name: accounts.name,
      email: accounts.email,
      status: accounts.status,
      approvalStatus: accounts.approvalStatus,
      deletedAt: accounts.deletedAt,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(accounts)
    .innerJoin(
      sessions,
      and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.accountId, accounts.id)),
    )
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .limit(1)
    .prepare('find_account_for_session');

/** Kept per database (or transaction) object: a prepared query is bound to its connection pool. */
const accountForSessionQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareAccountForSession>>();

export const findAccountForSession = async (db: DbOrTx, accountId: string, sessionId: string) => {
  let query = accountForSessionQueries.get(db);
  if (!query) {
    query = prepareAccountForSession(db);
    accountForSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ accountId, sessionId });
  return row ?? null;
};

export const insertSession = async (db: DbOrTx, values: typeof sessions.$inferInsert) => {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
};

export const insertRefreshToken = async (db: DbOrTx, values: typeof refreshTokens.$inferInsert) => {
  await db.insert(refreshTokens).values(values);
};

/**
 * Marks a refresh token used, only if it was unused and unexpired. Returns its session when this
 * call won; null when the token is unknown, expired, or was already used (reuse).
 */
export const claimRefreshToken = async (db: DbOrTx, tokenHash: string, now: Date) => {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return row ?? null;
};

export const findRefreshToken = async (db: DbOrTx, tokenHash: string) => {
  return firstRowOrNull(
    db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1),
  );
};

export const findSessionById = async (db: DbOrTx, sessionId: string) => {
  return firstRowOrNull(db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1));
};

export const touchSession = async (db: DbOrTx, sessionId: string, now: Date) => {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
};

export const revokeSession = async (db: DbOrTx, sessionId: string, reason: string, now: Date) => {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ accountId: sessions.accountId });
  for (const { accountId } of revoked) await accessChanged(accountId);
};

/** Ends every session of an account, optionally keeping one (the caller's own). */
export const revokeAccountSessions = async (
  db: DbOrTx,
  accountId: string,
  reason: string,
  now: Date,
  keepSessionId?: string,
) => {
  const conditions = [eq(sessions.accountId, accountId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(sql`${sessions.id} <> ${keepSessionId}`);
  await accessChanged(accountId);
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conditions));
};

export const findLatestCode = async (
  db: DbOrTx,
  accountId: string,
  purpose: OneTimeCodePurpose,
) => {
  return firstRowOrNull(
    db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1),
  );
};

/** A new code replaces every earlier one of the same purpose. */
export const replaceCode = async (
  db: DbOrTx,
  values: {
    accountId: string;
    purpose: OneTimeCodePurpose;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
) => {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: values.createdAt })
    .where(
      and(
        eq(oneTimeCodes.accountId, values.accountId),
        eq(oneTimeCodes.purpose, values.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await db.insert(oneTimeCodes).values(values);
};

export const countCodeAttempt = async (db: DbOrTx, codeId: string) => {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, codeId))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? 0;
};

export const consumeCode = async (db: DbOrTx, codeId: string, now: Date) => {
  await db.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, codeId));
};
