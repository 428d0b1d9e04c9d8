import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SelfServiceRole } from '@nestly/shared';
import type { DbOrTx } from '../../db/client';
import { signupRequests, type SignupRequestRow } from '../../db/schema/index';

export type { SignupRequestRow };

/** A registration nobody verified within a week is forgotten. */
const OPEN_FOR_MS = 7 * 86_400_000;

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

/** Counts a wrong code against these registrations; a registration's 5th wrong code burns it. */
export const countWrongCode = async (db: DbOrTx, ids: string[], maxAttempts: number, now: Date) => {
  if (ids.length === 0) return;
  await db
    .update(signupRequests)
    .set({
      attempts: sql`${signupRequests.attempts} + 1`,
      closedAt: sql`case when ${signupRequests.attempts} + 1 >= ${maxAttempts} then ${now}::timestamptz else null end`,
    })
    .where(inArray(signupRequests.id, ids));
};

/** Closes one registration if still open; false when another call closed it first. */
export const closeSignupRequest = async (db: DbOrTx, id: string, now: Date) => {
  const rows = await db
    .update(signupRequests)
    .set({ closedAt: now })
    .where(and(eq(signupRequests.id, id), isNull(signupRequests.closedAt)))
    .returning({ id: signupRequests.id });
  return rows.length === 1;
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
 * A fresh code for one registration, only if its last one is at least `minIntervalMs` old (two
 * resends racing send one mail). Answers whether this call replaced it.
 */
export const replaceSignupCode = async (
  db: DbOrTx,
  id: string,
  values: { codeHash: string; codeSentAt: Date; codeExpiresAt: Date },
  minIntervalMs: number,
) => {
  const rows = await db
    .update(signupRequests)
    .set({ ...values, attempts: 0 })
    .where(
      and(
        eq(signupRequests.id, id),
        isNull(signupRequests.closedAt),
        lt(signupRequests.codeSentAt, new Date(values.codeSentAt.getTime() - minIntervalMs + 1)),
      ),
    )
    .returning({ id: signupRequests.id });
  return rows.length === 1;
};
