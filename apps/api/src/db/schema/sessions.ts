// owner: auth: only its code queries these tables (eslint.table-owners.js).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountReference } from './columns';

/**
 * A session is one sign-in: the family of refresh tokens that rotate from it. Revoking the session
 * (logout, reuse of a rotated token, an admin's block) ends every token of the family, and access
 * tokens carrying its id stop working at their next call.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: accountReference(),
    userAgent: text(),
    ipAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once and replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);
