// owner: auth: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@nestly/shared';

/** An owner's identity document, kept with the registration until its code is verified. */
export interface PendingDocument {
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * A sign-up waiting for its e-mailed code (issue 8, item 1). The account is made only when the
 * code sent for THIS registration is entered, from THIS registration's name, password and
 * documents: a later sign-up for the same address is a registration of its own, with its own code,
 * and can never change what an earlier code verifies.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    role: text({ enum: ROLES }).notNull(),
    /** Lower-cased and trimmed, as on accounts. */
    email: text().notNull(),
    name: text().notNull(),
    phone: text(),
    passwordHash: text().notNull(),
    documents: jsonb().$type<PendingDocument[]>().notNull().default([]),
    /** Keyed hash of the live code, bound to this registration's id. */
    codeHash: text().notNull(),
    codeSentAt: timestamp({ withTimezone: true }).notNull(),
    codeExpiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * The address the sign-up came from: what one address may park in unverified documents is
     * capped (issue 23). Gone with the row, a day after the sign-up.
     */
    createdFrom: text(),
    /** Set when verified, burnt by wrong tries, or dropped because another one was verified. */
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('signup_requests_open_idx')
      .on(table.role, table.email, table.createdAt)
      .where(sql`${table.closedAt} is null`),
    index('signup_requests_open_from_idx')
      .on(table.createdFrom)
      .where(sql`${table.closedAt} is null`),
    // The expiry sweep reads the oldest first.
    index('signup_requests_created_idx').on(table.createdAt),
    check('signup_requests_role_check', sql`${table.role} in ('user', 'owner')`),
  ],
);
export type SignupRequestRow = typeof signupRequests.$inferSelect;
