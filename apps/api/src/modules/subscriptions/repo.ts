// read model: reads accounts, properties.
import { and, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, properties, subscriptions } from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The subscription that ends last: the current one if it has not ended. */
export const findLatestSubscription = async (db: DbOrTx, ownerId: string) => {
  return firstRowOrNull(
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.ownerId, ownerId))
      .orderBy(desc(subscriptions.endsAt))
      .limit(1),
  );
};

/**
 * The plan running at `now`: bought plans queue one after another, so a cheaper plan bought while
 * a better one runs only takes over when that one ends.
 */
export const findRunningSubscription = async (db: DbOrTx, ownerId: string, now: Date) => {
  return firstRowOrNull(
    db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.ownerId, ownerId),
          lte(subscriptions.startsAt, now),
          gt(subscriptions.endsAt, now),
        ),
      )
      .orderBy(desc(subscriptions.endsAt))
      .limit(1),
  );
};

export const findSubscriptionByOrder = async (db: DbOrTx, paymentOrderId: string) => {
  return firstRowOrNull(
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.paymentOrderId, paymentOrderId))
      .limit(1),
  );
};

export const insertSubscription = async (db: DbOrTx, values: typeof subscriptions.$inferInsert) => {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
};

/** Properties that count against the plan: every listing not deleted. */
export const countOwnerProperties = async (db: DbOrTx, ownerId: string) => {
  const [row] = await db
    .select({ value: count() })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), isNull(properties.deletedAt)));
  return row?.value ?? 0;
};

/** Serialises plan-limited work of one owner (adding properties, buying plans). */
export const lockOwner = async (db: DbOrTx, ownerId: string) => {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, ownerId)).for('update');
};

/**
 * Owners whose plans all end within `until` and who were not yet told: each one's last plan, the
 * one that ends their cover (a plan followed by a queued one is not ending).
 */
export const findPlansEndingUnreminded = async (db: DbOrTx, now: Date, until: Date) =>
  db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNull(subscriptions.endingRemindedAt),
        gt(subscriptions.endsAt, now),
        lte(subscriptions.endsAt, until),
        sql`not exists (select 1 from ${subscriptions} later where later.owner_id = ${subscriptions.ownerId} and later.ends_at > ${subscriptions.endsAt})`,
      ),
    )
    .limit(200);

/** Claims a plan's reminder: true for the one call that gets to send it. */
export const claimEndingReminder = async (db: DbOrTx, id: string, now: Date) => {
  const rows = await db
    .update(subscriptions)
    .set({ endingRemindedAt: now })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.endingRemindedAt)))
    .returning({ id: subscriptions.id });
  return rows.length === 1;
};

/** Ends a plan early (an immediate upgrade replaces it): it stops counting from `at`. */
export const endSubscriptionAt = async (db: DbOrTx, id: string, at: Date) => {
  await db.update(subscriptions).set({ endsAt: at }).where(eq(subscriptions.id, id));
};
