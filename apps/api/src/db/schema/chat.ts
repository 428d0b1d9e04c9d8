// owner: chat: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ATTACHMENT_MIME_TYPES } from '@nestly/shared';
import { accountReference } from './columns';
import { properties } from './properties';

/**
 * Chat (issue 10): one conversation per user–owner pair, remembering the home it was last about.
 * `lastMessageAt` orders the inbox; `updatedAt` moves with every message and with the home.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: accountReference(),
    ownerId: accountReference(),
    propertyId: uuid().references(() => properties.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('conversations_pair_key').on(table.userId, table.ownerId),
    index('conversations_owner_inbox_idx').on(table.ownerId, table.updatedAt.desc()),
    index('conversations_user_inbox_idx').on(table.userId, table.updatedAt.desc()),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Messages, stored before they are sent. `clientId` makes a send idempotent per sender; the
 * attachment lives under a private storage key, served only to the two participants.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The order of a thread. Several messages can share a timestamp (and processes' clocks differ),
     * so the thread is ordered and paged by this sequence instead.
     */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id),
    senderId: accountReference(),
    /** The home the sender was looking at when writing (for the owner's reply-time figure). */
    propertyId: uuid().references(() => properties.id),
    text: text().notNull().default(''),
    clientId: text(),
    attachmentKey: text(),
    attachmentName: text(),
    attachmentType: text({ enum: ATTACHMENT_MIME_TYPES }),
    attachmentSize: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The thread, newest first, paged by its sequence.
    index('messages_thread_idx').on(table.conversationId, table.seq.desc()),
    // Unread counts: only the unread rows, per conversation and sender.
    index('messages_unread_idx')
      .on(table.conversationId, table.senderId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('messages_sender_client_key')
      .on(table.senderId, table.clientId)
      .where(sql`${table.clientId} is not null`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;
