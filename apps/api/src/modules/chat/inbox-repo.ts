import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, messages } from '../../db/schema';

// The inbox and its counts: conversations, their newest messages, unread figures, reply times.

const sideColumn = (side: 'user' | 'owner') =>
  side === 'user' ? conversations.userId : conversations.ownerId;

/** A person's conversations, most recent first (the inbox holds the latest 200). */
export const listConversations = (db: DbOrTx, personId: string, side: 'user' | 'owner') =>
  db
    .select()
    .from(conversations)
    .where(eq(sideColumn(side), personId))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(200);

/** The newest message of each conversation, in one statement. */
export const lastMessages = (db: DbOrTx, conversationIds: string[]) =>
  conversationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectDistinctOn([messages.conversationId])
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(messages.conversationId, desc(messages.seq));

/** The reader's unread messages per conversation (those the other person sent). */
export const unreadCounts = async (db: DbOrTx, readerId: string, conversationIds: string[]) => {
  if (conversationIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ conversationId: messages.conversationId, unread: count() })
    .from(messages)
    .where(
      and(
        inArray(messages.conversationId, conversationIds),
        ne(messages.senderId, readerId),
        isNull(messages.readAt),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
};

/** All of a person's unread messages (the Chat badge). */
export const countUnreadTotal = async (db: DbOrTx, personId: string, side: 'user' | 'owner') => {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(eq(sideColumn(side), personId), ne(messages.senderId, personId), isNull(messages.readAt)),
    );
  return row?.unread ?? 0;
};

/**
 * The owner's first-reply delays, in seconds, over conversations whose guest first wrote since
 * `since`: for each, from the guest's first message to the owner's first message after it.
 */
export const firstReplyDelays = async (db: DbOrTx, ownerId: string, since: Date) => {
  const result = await db.execute(sql`
    select extract(epoch from (reply.created_at - first.created_at)) as seconds
    from ${conversations} c
    cross join lateral (
      select m.created_at, m.seq from ${messages} m
      where m.conversation_id = c.id and m.sender_id = c.user_id
      order by m.seq limit 1
    ) first
    left join lateral (
      select m.created_at from ${messages} m
      where m.conversation_id = c.id and m.sender_id = c.owner_id and m.seq > first.seq
      order by m.seq limit 1
    ) reply on true
    where c.owner_id = ${ownerId} and first.created_at >= ${since.toISOString()}::timestamptz`);
  return (result as unknown as { rows: { seconds: string | number | null }[] }).rows.map((row) =>
    row.seconds === null ? null : Number(row.seconds),
  );
};
