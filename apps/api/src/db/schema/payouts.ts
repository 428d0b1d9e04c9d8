// owner: payouts: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYOUT_ACCOUNT_STATUSES, PAYOUT_METHODS, PAYOUT_STATUSES } from '@nestly/shared';
import { accountReference } from './columns';

/**
 * Where a person's money is paid out (decision 028, PRODUCT.md Money out). Rows are never changed
 * in place but for `replaced_at` and `auto_payout`: a change inserts a new row and marks the old
 * one replaced, so every payout names the exact account it went to. The account number is stored
 * only encrypted (AES-256-GCM, lib/field-encryption.ts), with the id of its key and its last four.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: uuid().primaryKey(),
    accountId: accountReference(),
    method: text({ enum: PAYOUT_METHODS }).notNull(),
    accountHolder: text().notNull(),
    accountNumberCiphertext: text(),
    accountNumberKeyId: text(),
    accountNumberLast4: text(),
    ifsc: text(),
    vpa: text(),
    providerContactId: text(),
    providerFundAccountId: text(),
    status: text({ enum: PAYOUT_ACCOUNT_STATUSES }).notNull(),
    failureReason: text(),
    registeredName: text(),
    verifiedAt: timestamp({ withTimezone: true }),
    autoPayout: boolean().notNull().default(false),
    /**
     * When weekly payouts were last turned on (carried to a replacement): a Monday's run pays only
     * owners who had them on by 09:00, so turning them on on a Friday waits for the next Monday.
     */
    autoPayoutSince: timestamp({ withTimezone: true }),
    /** Payouts to this account wait until then (it replaced another less than 24 hours before). */
    payoutsHeldUntil: timestamp({ withTimezone: true }),
    replacedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    // One current account per person.
    uniqueIndex('payout_accounts_current_idx')
      .on(table.accountId)
      .where(sql`${table.replacedAt} is null`),
  ],
);
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/**
 * A withdrawal: debited from the wallet at once (ledger intent `payOut`), submitted to the
 * provider by a durable job, settled or returned by its webhook. `id` is also the provider's
 * idempotency key and reference.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey(),
    accountId: accountReference(),
    payoutAccountId: uuid()
      .notNull()
      .references(() => payoutAccounts.id),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: PAYOUT_STATUSES }).notNull(),
    /** The masked destination, fixed when the payout was asked. */
    destination: text().notNull(),
    providerPayoutId: text(),
    utr: text(),
    failureReason: text(),
    automatic: boolean().notNull().default(false),
    /** Not submitted before then (the 24-hour hold after an account change). */
    notBefore: timestamp({ withTimezone: true }).notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payouts_provider_payout_idx').on(table.providerPayoutId),
    index('payouts_account_created_idx').on(table.accountId, table.createdAt.desc()),
    index('payouts_status_created_idx').on(table.status, table.createdAt),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;

/**
 * Webhook events acted on, per provider: inserted `ON CONFLICT DO NOTHING` in the transaction
 * that acts on the event, so a replayed delivery changes nothing.
 */
export const providerWebhookEvents = pgTable(
  'provider_webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    event: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
