// owner: accounts: only its code queries these tables (eslint.table-owners.js).
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Who did what to which entity, when and why: every moderation action is recorded here. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => accounts.id),
    entityType: text().notNull(),
    entityId: uuid().notNull(),
    action: text().notNull(),
    reason: text(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_logs_entity_idx').on(table.entityType, table.entityId, table.createdAt)],
);
