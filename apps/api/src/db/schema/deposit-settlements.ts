// owner: bookings: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bookings } from './bookings';
import { ledgerTransactions } from './ledger';

export const DEPOSIT_SETTLEMENT_STATUS_VALUES = [
  'awaiting_owner',
  'proposed',
  'disputed',
  'settled',
] as const;

/**
 * Who (or whose silence) settled a deposit: `owner` proposed no deductions (the whole deposit back
 * at once); `before_long_stays` returned it at completion, before the settlement existed (0018).
 */
export const DEPOSIT_SETTLED_BY_VALUES = [
  'owner',
  'tenant',
  'owner_silence',
  'tenant_silence',
  'admin',
  'before_long_stays',
] as const;

/**
 * The move-out deposit settlement of a completed stay (decision 027, PRODUCT.md "Long stays"): one
 * row per booking, written by the completion job as `awaiting_owner`; each later move is a guarded
 * UPDATE on `status` in the transaction of its ledger posting. The deposit stays in the platform's
 * `deposits_held` account until the row is `settled`.
 */
export const depositSettlements = pgTable(
  'deposit_settlements',
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => bookings.id),
    /** Paise, copied from the booking: what is held and divided. */
    deposit: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: DEPOSIT_SETTLEMENT_STATUS_VALUES }).notNull(),
    ownerDeadline: timestamp({ withTimezone: true }).notNull(),
    proposedAt: timestamp({ withTimezone: true }),
    tenantDeadline: timestamp({ withTimezone: true }),
    /** The owner's proposal (sum of deductions), then what was settled. */
    ownerAmount: bigint({ mode: 'number' }),
    tenantAmount: bigint({ mode: 'number' }),
    settledAt: timestamp({ withTimezone: true }),
    settledBy: text({ enum: DEPOSIT_SETTLED_BY_VALUES }),
    ledgerTransactionId: uuid().references(() => ledgerTransactions.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    // The deadline jobs' work queues.
    index('deposit_settlements_owner_deadline_idx')
      .on(table.ownerDeadline)
      .where(sql`${table.status} = 'awaiting_owner'`),
    index('deposit_settlements_tenant_deadline_idx')
      .on(table.tenantDeadline)
      .where(sql`${table.status} = 'proposed'`),
    check(
      'deposit_settlements_values_check',
      sql`${table.status} in ('awaiting_owner', 'proposed', 'disputed', 'settled') and (${table.settledBy} is null or ${table.settledBy} in ('owner', 'tenant', 'owner_silence', 'tenant_silence', 'admin', 'before_long_stays'))`,
    ),
    check(
      'deposit_settlements_amounts_check',
      sql`${table.deposit} >= 0 and coalesce(${table.ownerAmount}, 0) >= 0 and coalesce(${table.tenantAmount}, 0) >= 0 and (${table.ownerAmount} is null) = (${table.tenantAmount} is null) and (${table.ownerAmount} is null or ${table.ownerAmount} + ${table.tenantAmount} = ${table.deposit})`,
    ),
    check(
      'deposit_settlements_status_check',
      sql`(${table.status} <> 'proposed' or (${table.proposedAt} is not null and ${table.tenantDeadline} is not null and ${table.ownerAmount} is not null)) and ((${table.status} = 'settled') = (${table.settledAt} is not null and ${table.settledBy} is not null)) and (${table.status} <> 'settled' or ${table.ownerAmount} is not null)`,
    ),
  ],
);
export type DepositSettlementRow = typeof depositSettlements.$inferSelect;

/** The owner's itemised deductions, written once with the proposal (a proposal is final). */
export const depositDeductions = pgTable(
  'deposit_deductions',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => depositSettlements.bookingId),
    position: smallint().notNull(),
    reason: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('deposit_deductions_position_idx').on(table.bookingId, table.position),
    check('deposit_deductions_reason_check', sql`char_length(${table.reason}) between 5 and 300`),
    check('deposit_deductions_amount_check', sql`${table.amount} > 0`),
  ],
);

export const DEPOSIT_DISPUTE_STATUS_VALUES = ['open', 'resolved'] as const;

/** A tenant's dispute of a proposal; its `id` is the `{id}` of the admin's paths. One per booking. */
export const depositDisputes = pgTable(
  'deposit_disputes',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => depositSettlements.bookingId),
    reason: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: DEPOSIT_DISPUTE_STATUS_VALUES }).notNull(),
    /** The admin's decision: what the owner keeps. */
    ownerAmount: bigint({ mode: 'number' }),
    resolvedBy: uuid().references(() => accounts.id),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deposit_disputes_booking_idx').on(table.bookingId),
    index('deposit_disputes_status_opened_idx').on(table.status, table.openedAt.desc()),
    check(
      'deposit_disputes_resolution_check',
      sql`${table.status} in ('open', 'resolved') and (${table.status} = 'resolved') = (${table.resolvedAt} is not null and ${table.ownerAmount} is not null) and coalesce(${table.ownerAmount}, 0) >= 0`,
    ),
  ],
);
export type DepositDisputeRow = typeof depositDisputes.$inferSelect;
