// read model: reads accounts (the names on the admin list of payouts); writes only its own tables.
import {
  and,
  between,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  payoutAccounts,
  payouts,
  providerWebhookEvents,
  type PayoutAccountRow,
  type PayoutRow,
} from '../../db/schema/index';
import type { PayoutStatus } from '@nestly/shared';

// The payouts module's tables: payout accounts, payouts and the webhook events acted on. It reads
// `accounts` only for the admin list's names.

/** The person's current payout account (the one not replaced); `lock` for a change of it. */
export const findCurrentPayoutAccount = async (
  db: DbOrTx,
  accountId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PayoutAccountRow | null> => {
  const query = db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.accountId, accountId), isNull(payoutAccounts.replacedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const findPayoutAccountById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id)).limit(1);
  return row ?? null;
};

export const markPayoutAccountReplaced = async (db: DbOrTx, id: string, at: Date) => {
  await db.update(payoutAccounts).set({ replacedAt: at }).where(eq(payoutAccounts.id, id));
};

export const insertPayoutAccount = async (db: DbOrTx, row: typeof payoutAccounts.$inferInsert) => {
  const [inserted] = await db.insert(payoutAccounts).values(row).returning();
  return inserted!;
};

export const insertPayout = async (db: DbOrTx, row: typeof payouts.$inferInsert) => {
  const [inserted] = await db.insert(payouts).values(row).returning();
  return inserted!;
};

export const findPayoutById = async (
  db: DbOrTx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PayoutRow | null> => {
  const query = db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const findPayoutByProviderId = async (db: DbOrTx, providerPayoutId: string) => {
  const [row] = await db
    .select()
    .from(payouts)
    .where(eq(payouts.providerPayoutId, providerPayoutId))
    .limit(1)
    .for('update');
  return row ?? null;
};

export const updatePayout = async (
  db: DbOrTx,
  id: string,
  values: Partial<typeof payouts.$inferInsert>,
) => {
  const [row] = await db.update(payouts).set(values).where(eq(payouts.id, id)).returning();
  return row!;
};

/** A page of one person's payouts, newest first, and how many there are. */
export const listPayoutsOf = async (db: DbOrTx, accountId: string, page: number, limit: number) => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payouts)
      .where(eq(payouts.accountId, accountId))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(payouts).where(eq(payouts.accountId, accountId)),
  ]);
  return { rows, total: total!.total };
};

/** Every payout (optionally of one status), newest first, with whose money it is. */
export const listAllPayouts = async (
  db: DbOrTx,
  { status, page, limit }: { status?: PayoutStatus; page: number; limit: number },
) => {
  const where = status ? eq(payouts.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        payout: payouts,
        account: {
          id: accounts.id,
          name: accounts.name,
          email: accounts.email,
          role: accounts.role,
        },
      })
      .from(payouts)
      .innerJoin(accounts, eq(accounts.id, payouts.accountId))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(payouts).where(where),
  ]);
  return { rows, total: total!.total };
};

/**
 * Records a webhook event as acted on; false when it already was (a replayed delivery). Inside
 * the transaction that acts on it, so a rolled-back handling leaves it to be delivered again.
 */
export const recordWebhookEvent = async (
  db: DbOrTx,
  event: { provider: string; eventId: string; event: string; receivedAt: Date },
) => {
  const inserted = await db
    .insert(providerWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: providerWebhookEvents.eventId });
  return inserted.length > 0;
};

/** Counts an attempt to hand the payout to the provider. */
export const countSubmitAttempt = async (db: DbOrTx, id: string) => {
  await db
    .update(payouts)
    .set({ attempts: sql`${payouts.attempts} + 1` })
    .where(eq(payouts.id, id));
};

/** Payouts by our id or the provider's (reconciliation matches the provider's list to ours). */
export const findPayoutsNamed = async (db: DbOrTx, ids: string[], providerPayoutIds: string[]) => {
  const conditions = [
    ...(ids.length > 0 ? [inArray(payouts.id, ids)] : []),
    ...(providerPayoutIds.length > 0 ? [inArray(payouts.providerPayoutId, providerPayoutIds)] : []),
  ];
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(payouts)
    .where(or(...conditions));
};

/** Payouts handed to the provider within a window. */
export const listPayoutsSubmittedBetween = async (db: DbOrTx, from: Date, to: Date) =>
  db
    .select()
    .from(payouts)
    .where(and(isNotNull(payouts.providerPayoutId), between(payouts.submittedAt, from, to)));

/** Payouts failed or reversed since then: how many, and their money. */
export const countFailedPayoutsSince = async (db: DbOrTx, since: Date) => {
  const [row] = await db
    .select({ count: count(), amount: sql<string>`coalesce(sum(${payouts.amount}), 0)` })
    .from(payouts)
    .where(and(inArray(payouts.status, ['failed', 'reversed']), gte(payouts.updatedAt, since)));
  return { count: row!.count, amount: Number(row!.amount) };
};

/** Weekly payouts on or off on the person's current account; null without one. */
export const setAutoPayout = async (
  db: DbOrTx,
  accountId: string,
  autoPayout: boolean,
  at: Date,
) => {
  const [row] = await db
    .update(payoutAccounts)
    .set({
      autoPayout,
      // Turned on now, unless it already was; off forgets when.
      autoPayoutSince: autoPayout
        ? sql`coalesce(${payoutAccounts.autoPayoutSince}, ${at.toISOString()}::timestamptz)`
        : null,
    })
    .where(and(eq(payoutAccounts.accountId, accountId), isNull(payoutAccounts.replacedAt)))
    .returning();
  return row ?? null;
};

/**
 * Owners whose weekly payout is due: weekly payouts on since before `since` (this week's Monday
 * 09:00), a verified current account, and no automatic payout since then.
 */
export const listWeeklyPayoutCandidates = async (db: DbOrTx, since: Date) => {
  const rows = await db
    .select({ accountId: payoutAccounts.accountId })
    .from(payoutAccounts)
    .innerJoin(accounts, eq(accounts.id, payoutAccounts.accountId))
    .where(
      and(
        isNull(payoutAccounts.replacedAt),
        eq(payoutAccounts.autoPayout, true),
        lte(payoutAccounts.autoPayoutSince, since),
        eq(payoutAccounts.status, 'verified'),
        eq(accounts.role, 'owner'),
        sql`not exists (select 1 from ${payouts} where ${payouts.accountId} = ${payoutAccounts.accountId} and ${payouts.automatic} and ${payouts.createdAt} >= ${since.toISOString()})`,
      ),
    )
    .orderBy(payoutAccounts.accountId);
  return rows.map((row) => row.accountId);
};

/** Encrypted account numbers under another key than `keyId` (rotation), but the ids in `skip`. */
export const listAccountNumbersNotUnderKey = async (
  db: DbOrTx,
  keyId: string,
  { skip, limit }: { skip: string[]; limit: number },
) => {
  const rows = await db
    .select({
      id: payoutAccounts.id,
      keyId: payoutAccounts.accountNumberKeyId,
      ciphertext: payoutAccounts.accountNumberCiphertext,
    })
    .from(payoutAccounts)
    .where(
      and(
        isNotNull(payoutAccounts.accountNumberCiphertext),
        ne(payoutAccounts.accountNumberKeyId, keyId),
        skip.length > 0 ? notInArray(payoutAccounts.id, skip) : undefined,
      ),
    )
    .orderBy(payoutAccounts.id)
    .limit(limit);
  return rows.map((row) => ({ id: row.id, keyId: row.keyId ?? '', ciphertext: row.ciphertext! }));
};

/** Writes a re-encrypted account number, if the row is still under `fromKeyId`. */
export const replaceAccountNumberCiphertext = async (
  db: DbOrTx,
  id: string,
  fromKeyId: string,
  field: { keyId: string; ciphertext: string },
) => {
  const updated = await db
    .update(payoutAccounts)
    .set({ accountNumberCiphertext: field.ciphertext, accountNumberKeyId: field.keyId })
    .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.accountNumberKeyId, fromKeyId)))
    .returning({ id: payoutAccounts.id });
  return updated.length > 0;
};
