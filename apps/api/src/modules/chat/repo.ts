import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  bookings,
  conversations,
  messages,
  properties,
  propertyImages,
  type ConversationRow,
  type MessageRow,
} from '../../db/schema';

export type { ConversationRow, MessageRow };

/** The people a conversation shows, with what decides whether they may still take part. */
export const findPeople = (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: accounts.id,
          role: accounts.role,
          name: accounts.name,
          avatarKey: accounts.avatarKey,
          status: accounts.status,
          deletedAt: accounts.deletedAt,
        })
        .from(accounts)
        .where(inArray(accounts.id, ids));
export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];

/**
 * What sending needs to know, in one statement (issue 10's bench: fewer round trips per message):
 * the sender and the receiver, whether this client id was already sent (a retry), whether the pair
 * already has a conversation, and whether the guest ever booked one of the owner's homes.
 */
export const findSendContext = async (
  db: DbOrTx,
  input: {
    senderId: string;
    receiverId: string;
    userId: string;
    ownerId: string;
    clientId?: string;
  },
) => {
  const rows = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      name: accounts.name,
      avatarKey: accounts.avatarKey,
      status: accounts.status,
      deletedAt: accounts.deletedAt,
      sentBefore: input.clientId
        ? sql<string | null>`(select ${messages.id} from ${messages}
            where ${messages.senderId} = ${input.senderId} and ${messages.clientId} = ${input.clientId})`
        : sql<string | null>`null`,
      conversationExists: sql<boolean>`exists (select 1 from ${conversations}
        where ${conversations.userId} = ${input.userId} and ${conversations.ownerId} = ${input.ownerId})`,
      booked: sql<boolean>`exists (select 1 from ${bookings}
        where ${bookings.userId} = ${input.userId} and ${bookings.ownerId} = ${input.ownerId})`,
    })
    .from(accounts)
    .where(inArray(accounts.id, [input.senderId, input.receiverId]));
  const toPerson = ({
    sentBefore: _s,
    conversationExists: _c,
    booked: _b,
    ...person
  }: (typeof rows)[number]) => person;
  const first = rows[0];
  return {
    people: rows.map(toPerson),
    sentBefore: first?.sentBefore ?? null,
    conversationExists: Boolean(first?.conversationExists),
    booked: Boolean(first?.booked),
  };
};

/** Homes as the thread header shows them, with their cover thumbnail. */
export const findHomes = (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: properties.id,
          ownerId: properties.ownerId,
          title: properties.title,
          city: properties.city,
          rent: properties.rent,
          deletedAt: properties.deletedAt,
          coverKey: propertyImages.thumbKey,
        })
        .from(properties)
        .leftJoin(
          propertyImages,
          and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.position, 0)),
        )
        .where(inArray(properties.id, ids));
export type HomeRow = Awaited<ReturnType<typeof findHomes>>[number];

export const findConversation = async (db: DbOrTx, id: string) =>
  (await db.select().from(conversations).where(eq(conversations.id, id)))[0] ?? null;

export const findConversationByPair = async (db: DbOrTx, userId: string, ownerId: string) =>
  (
    await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.userId, userId), eq(conversations.ownerId, ownerId)))
  )[0] ?? null;

/**
 * The pair's conversation, made on its first message; it moves to the top of both inboxes and
 * remembers the home it is now about (kept when a message names none).
 */
export const touchConversation = async (
  tx: DbOrTx,
  pair: { userId: string; ownerId: string; propertyId: string | null },
  now: Date,
) => {
  const [row] = await tx
    .insert(conversations)
    .values({ ...pair, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [conversations.userId, conversations.ownerId],
      set: {
        propertyId: sql`coalesce(excluded.property_id, ${conversations.propertyId})`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  return row!;
};

/** Stores a message; null when this sender already sent one with this client id (a retry). */
export const insertMessage = async (tx: DbOrTx, values: typeof messages.$inferInsert) =>
  (
    await tx
      .insert(messages)
      .values(values)
      .onConflictDoNothing({
        target: [messages.senderId, messages.clientId],
        where: sql`${messages.clientId} is not null`,
      })
      .returning()
  )[0] ?? null;

export const findMessageByClientId = async (db: DbOrTx, senderId: string, clientId: string) =>
  (
    await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
  )[0] ?? null;

export const findMessage = async (db: DbOrTx, id: string) =>
  (await db.select().from(messages).where(eq(messages.id, id)))[0] ?? null;

/** A page of a thread, newest first: the newest `limit`, or those before the cursor message. */
export const listMessages = async (
  db: DbOrTx,
  conversationId: string,
  before: MessageRow | null,
  limit: number,
) =>
  db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before ? lt(messages.seq, before.seq) : undefined,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(limit);

/** Marks the other person's unread messages read; answers how many. */
export const markRead = async (tx: DbOrTx, conversationId: string, readerId: string, now: Date) => {
  const rows = await tx
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.senderId, readerId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
};

/** The pair's bookings, newest first (the booking beside the thread). */
export const bookingsBetween = (db: DbOrTx, userId: string, ownerId: string) =>
  db
    .select({
      id: bookings.id,
      propertyId: bookings.propertyId,
      propertyTitle: properties.title,
      status: bookings.status,
      moveInDate: bookings.moveInDate,
      moveOutDate: bookings.endDate,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(eq(bookings.userId, userId), eq(bookings.ownerId, ownerId)))
    .orderBy(desc(bookings.createdAt))
    .limit(10);
