// read model: reads accounts.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationCategory } from '@nestly/shared';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  notificationPreferences,
  notifications,
  type NotificationRow,
} from '../../db/schema/index';
import type { NoticeDraft } from './catalog';

/** Notices to write together, at one time (what `notices_insert` takes). */
export interface NoticeBatch {
  drafts: NoticeDraft[];
  now: Date;
  /** When a chat notice's e-mail is due (if still unread then). */
  messageEmailAt: Date;
}
import { firstRowOrNull } from '../../db/first-row';

export type { NotificationRow };

export const EMAIL_JOB = 'notification.email';

const live = (recipientId: string) =>
  and(eq(notifications.recipientId, recipientId), isNull(notifications.deletedAt));

/** A row written by `notices_insert` (raw, snake_case), in Drizzle's shape. */
export const toNotificationRow = (raw: Record<string, unknown>): NotificationRow => {
  const at = (value: unknown) => (value === null ? null : new Date(value as string | Date));
  return {
    id: raw.id as string,
    recipientId: raw.recipient_id as string,
    type: raw.type as NotificationRow['type'],
    title: raw.title as string,
    body: raw.body as string,
    link: (raw.link as string | null) ?? null,
    bookingId: (raw.booking_id as string | null) ?? null,
    propertyId: (raw.property_id as string | null) ?? null,
    conversationId: (raw.conversation_id as string | null) ?? null,
    subscriptionId: (raw.subscription_id as string | null) ?? null,
    dedupeKey: (raw.dedupe_key as string | null) ?? null,
    readAt: at(raw.read_at),
    deletedAt: at(raw.deleted_at),
    emailedAt: at(raw.emailed_at),
    createdAt: at(raw.created_at)!,
  };
};

/**
 * Writes the notices and queues their e-mails in one statement of the caller's transaction
 * (`notices_insert`, sql/notices_insert.sql: the wallet booking writes its notices through the same
 * function). A notice with a `dedupeKey` its person has not read yet is updated (and moves to the
 * top) instead of repeated. A chat notice's e-mail is due only at `messageEmailAt` (and is sent
 * only if the notice is still unread then).
 */
export const insertNotices = async (db: DbOrTx, batch: NoticeBatch): Promise<NotificationRow[]> => {
  if (batch.drafts.length === 0) return [];
  const result = await db.execute(
    sql`select * from notices_insert(${JSON.stringify(batch.drafts)}::jsonb, ${batch.now}::timestamptz, ${batch.messageEmailAt}::timestamptz)`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map(toNotificationRow);
};

/** Unread counts of several people at once (after a commit that notified them). */
export const countUnreadFor = async (db: DbOrTx, recipientIds: string[]) => {
  if (recipientIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ recipientId: notifications.recipientId, unread: count() })
    .from(notifications)
    .where(
      and(
        inArray(notifications.recipientId, recipientIds),
        isNull(notifications.readAt),
        isNull(notifications.deletedAt),
      ),
    )
    .groupBy(notifications.recipientId);
  return new Map(rows.map((row) => [row.recipientId, row.unread]));
};

export const countUnread = async (db: DbOrTx, recipientId: string) =>
  (await countUnreadFor(db, [recipientId])).get(recipientId) ?? 0;

export const listNotices = async (
  db: DbOrTx,
  recipientId: string,
  options: { unreadOnly: boolean; limit: number; offset: number },
) => {
  const where = options.unreadOnly
    ? and(live(recipientId), isNull(notifications.readAt))
    : live(recipientId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

/** Marks one of the person's notices read; null when it is not theirs (or gone). */
export const markRead = async (db: DbOrTx, recipientId: string, id: string, now: Date) => {
  return firstRowOrNull(
    db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now}::timestamptz)` })
      .where(and(eq(notifications.id, id), live(recipientId)))
      .returning(),
  );
};

export const markAllRead = async (db: DbOrTx, recipientId: string, now: Date) => {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(live(recipientId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
};

/** A conversation's notice is read once its messages are (chat). */
export const markConversationNoticesRead = async (
  db: DbOrTx,
  recipientId: string,
  conversationId: string,
  now: Date,
) => {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        live(recipientId),
        eq(notifications.conversationId, conversationId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
};

export const setDeleted = async (
  db: DbOrTx,
  recipientId: string,
  id: string,
  deletedAt: Date | null,
) => {
  return firstRowOrNull(
    db
      .update(notifications)
      .set({ deletedAt })
      .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
      .returning(),
  );
};

/** Notices by id, each with what its e-mail needs: its person's address, name and e-mail choices. */
export const findForEmails = async (db: DbOrTx, ids: string[]) => {
  const rows = await db
    .select({
      notification: notifications,
      email: accounts.email,
      name: accounts.name,
      accountDeleted: accounts.deletedAt,
      // The person's e-mail choices in the same round trip (no row for a category means on).
      preferences: sql<{ category: NotificationCategory; email: boolean }[]>`coalesce((
        select json_agg(json_build_object('category', p.category, 'email', p.email))
        from ${notificationPreferences} p where p.account_id = ${notifications.recipientId}
      ), '[]'::json)`,
    })
    .from(notifications)
    .innerJoin(accounts, eq(accounts.id, notifications.recipientId))
    .where(inArray(notifications.id, ids));
  return new Map(rows.map((row) => [row.notification.id, row]));
};
export type NoticeForEmail =
  Awaited<ReturnType<typeof findForEmails>> extends Map<string, infer T> ? T : never;

/** The notices whose e-mails went out, marked in one statement. */
export const markEmailed = async (db: DbOrTx, ids: string[], now: Date) => {
  if (ids.length > 0)
    await db.update(notifications).set({ emailedAt: now }).where(inArray(notifications.id, ids));
};

export const findPreferences = async (db: DbOrTx, accountId: string) =>
  db
    .select({ category: notificationPreferences.category, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.accountId, accountId));

export const upsertPreferences = async (
  db: DbOrTx,
  accountId: string,
  preferences: { category: NotificationCategory; email: boolean }[],
  now: Date,
) => {
  await db
    .insert(notificationPreferences)
    .values(preferences.map((preference) => ({ ...preference, accountId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.accountId, notificationPreferences.category],
      set: { email: sql`excluded.email`, updatedAt: now },
    });
};
