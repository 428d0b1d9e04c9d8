// owner: jobs (src/jobs/): only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The durable work queue (docs/decisions/008): e-mails and other work that must not run on the
 * request path nor be lost in a crash. Claimed with FOR UPDATE SKIP LOCKED under a lease, so
 * several API processes share it and a crashed worker's job is picked up again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Not before this time (backoff after a failure, or a delayed job). */
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    /** A claim's lease: another worker may take the job once it has passed. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Gave up after maxAttempts; kept (without its payload) for a person to look at. */
    failedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.failedAt} is null`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
