// owner: notifications: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from '@nestly/shared';
import { accountReference } from './columns';

/**
 * In-app notices (issue 9). Each is written in the same transaction as the change that raises it;
 * its live event and its e-mail are sent after the commit, from this row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipientId: accountReference(),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** The in-app path that acts on it. */
    link: text(),
    /** What it concerns, for look-ups and de-duplication. */
    bookingId: uuid(),
    propertyId: uuid(),
    conversationId: uuid(),
    subscriptionId: uuid(),
    /** At most one UNREAD notice per key and person (a conversation's "new messages"). */
    dedupeKey: text(),
    readAt: timestamp({ withTimezone: true }),
    /** When its e-mail went out (a notice is e-mailed at most once). */
    emailedAt: timestamp({ withTimezone: true }),
    /** Deleted by its person (soft, so "undo" can bring it back). */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('notifications_feed_idx')
      .on(table.recipientId, table.createdAt.desc())
      .where(sql`${table.deletedAt} is null`),
    index('notifications_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} is null and ${table.deletedAt} is null`),
    uniqueIndex('notifications_unread_dedupe_idx')
      .on(table.recipientId, table.dedupeKey)
      .where(
        sql`${table.dedupeKey} is not null and ${table.readAt} is null and ${table.deletedAt} is null`,
      ),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** E-mail on or off per category; no row means on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    accountId: accountReference(),
    category: text({ enum: NOTIFICATION_CATEGORIES }).notNull(),
    email: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.category] })],
);
