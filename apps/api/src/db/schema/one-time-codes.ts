// owner: auth: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountReference } from './columns';

/** `payout_account_change`: confirms a new payout account for a person without a password. */
export const ONE_TIME_CODE_PURPOSES = [
  'verify_email',
  'reset_password',
  'payout_account_change',
] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/** Six-digit codes, stored as keyed hashes; 10 minutes, 5 tries (PRODUCT.md, Accounts). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: accountReference(),
    purpose: text({ enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_account_purpose_idx').on(table.accountId, table.purpose, table.createdAt),
    check(
      'one_time_codes_purpose_check',
      sql`${table.purpose} in ('verify_email', 'reset_password', 'payout_account_change')`,
    ),
  ],
);
