// owner: ledger: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { paymentOrders } from './payments';

/**
 * Double-entry ledger (decision 007). A wallet is an account of kind `wallet` owned by a person;
 * the platform's own accounts have no holder. For wallets, `balance` caches the sum of the
 * entries, changed in the same statement that posts each entry, and can never go below zero. The
 * platform accounts keep no cached balance (it stays 0; sum their entries): one shared row
 * updated by every booking would make all bookings queue behind each other.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'provider_clearing',
  'commission',
  'deposits_held',
  /** Money out (decision 028): withdrawn from a wallet, not yet at the bank. */
  'payouts_in_transit',
  /** Money that has left the platform to a person's bank. */
  'paid_out',
  /** A cancellation's refund on its way back to the card it was paid with (decision 028). */
  'card_refunds_in_transit',
  /**
   * Long stays (decision 027): an owner's share of a paid instalment, not yet available. One per
   * owner, with a cached balance that cannot go below zero, like a wallet.
   */
  'owner_pending',
] as const;
/** The account kinds that belong to one person (`holder_id` set), with a cached balance. */
export const HELD_LEDGER_ACCOUNT_KINDS = ['wallet', 'owner_pending'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    holderId: uuid().references(() => accounts.id),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_wallet_idx')
      .on(table.holderId)
      .where(sql`${table.kind} = 'wallet'`),
    uniqueIndex('ledger_accounts_owner_pending_idx')
      .on(table.holderId)
      .where(sql`${table.kind} = 'owner_pending'`),
    uniqueIndex('ledger_accounts_platform_idx')
      .on(table.kind)
      .where(sql`${table.holderId} is null`),
    check(
      'ledger_accounts_holder_check',
      sql`(${table.kind} in ('wallet', 'owner_pending')) = (${table.holderId} is not null)`,
    ),
    check(
      'ledger_accounts_wallet_not_negative',
      sql`${table.kind} not in ('wallet', 'owner_pending') or ${table.balance} >= 0`,
    ),
  ],
);

export const LEDGER_TRANSACTION_KINDS = [
  'booking_payment',
  'booking_refund',
  'deposit_return',
  /** The move-out settlement (decision 027): deposit held → owner and tenant wallets. */
  'deposit_settlement',
  'wallet_top_up',
  'late_payment_credit',
  'payout',
  'payout_settlement',
  'payout_return',
  'card_refund_settlement',
  'card_refund_return',
  /** Long stays (decision 027). */
  'instalment_payment',
  'earning_release',
  'instalment_refund',
  'deposit_settlement',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    description: text().notNull(),
    bookingId: uuid(),
    paymentOrderId: uuid().references(() => paymentOrders.id),
    /** The instalment an `instalment_payment` (or its refund or release) moved money for. */
    instalmentId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    // An instalment is paid once, whatever races (two autopay runs, a card and the wallet).
    uniqueIndex('ledger_transactions_instalment_payment_idx')
      .on(table.instalmentId)
      .where(sql`${table.kind} = 'instalment_payment'`),
    index('ledger_transactions_booking_idx')
      .on(table.bookingId)
      .where(sql`${table.bookingId} is not null`),
    // One ledger transaction per paid provider order: a payment is credited once.
    uniqueIndex('ledger_transactions_payment_order_idx')
      .on(table.paymentOrderId)
      .where(sql`${table.paymentOrderId} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Public id for wallet rows. */
    publicId: uuid().notNull().defaultRandom(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id),
    ledgerAccountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Paise; positive credits the account, negative debits it. A transaction's entries sum to 0. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** Wallet rows only: the balance right after this entry (the running balance people see). */
    balanceAfter: bigint({ mode: 'number' }),
    /** The wallet row's kind as shown to people (walletEntryKindSchema). */
    entryKind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.ledgerAccountId, table.id.desc()),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_amount_check', sql`${table.amount} <> 0`),
  ],
);
