// owner: idempotency (src/idempotency/): only its code queries this table (eslint.table-owners.js).
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountReference } from './columns';

/**
 * `Idempotency-Key` answers (PRODUCT.md, Money out: "Idempotency"): one row per person and key,
 * kept 24 hours. The row is inserted in the same transaction as the work it guards and holds the
 * first answer, so a retry (a double tap, a flaky network) is answered from here and the money
 * moves once; a second request with the key while the first runs waits on this row's unique index
 * (decision 028).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: accountReference(),
    key: text().notNull(),
    /** SHA-256 of the method, route, path parameters and body: the same key with another is 422. */
    requestHash: text().notNull(),
    /** The first answer; null only inside the first request's own transaction. */
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_account_key_idx').on(table.accountId, table.key),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
