// read model: reads accounts, bookings, properties, property_images.
import { and, desc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
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
          approvalStatus: accounts.approvalStatus,
          deletedAt: accounts.deletedAt,
        })
        .from(accounts)
        .where(inArray(accounts.id, ids));
export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];

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
          isListed: properties.isListed,
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
