// owner: payments: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountReference } from './columns';

export const PAYMENT_PURPOSES = ['subscription', 'booking', 'wallet_top_up', 'instalment'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'failed'] as const;

/**
 * Every provider order we create, kept on our side: verification compares against this row, never
 * against amounts or ids the browser sends. A provider payment id can be recorded once only.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text({ enum: ['razorpay', 'test'] }).notNull(),
    providerOrderId: text().notNull(),
    accountId: accountReference(),
    purpose: text({ enum: PAYMENT_PURPOSES }).notNull(),
    /** The plan name (subscription), the booking id (booking) or the instalment id (instalment). */
    reference: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('INR'),
    description: text().notNull(),
    status: text({ enum: PAYMENT_ORDER_STATUSES }).notNull().default('created'),
    providerPaymentId: text(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_orders_provider_order_idx').on(table.providerOrderId),
    uniqueIndex('payment_orders_provider_payment_idx')
      .on(table.providerPaymentId)
      .where(sql`${table.providerPaymentId} is not null`),
    index('payment_orders_account_idx').on(table.accountId, table.createdAt),
    check('payment_orders_amount_check', sql`${table.amount} > 0`),
  ],
);

// owner: subscriptions
/** Owner plans: each verified purchase adds 30 days after the current end. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: accountReference(),
    planName: text().notNull(),
    allowedProperties: integer().notNull(),
    price: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    paymentOrderId: uuid()
      .notNull()
      .references(() => paymentOrders.id)
      .unique(),
    /** When the owner was told this plan ends in 3 days (once per plan). */
    endingRemindedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_owner_ends_idx').on(table.ownerId, table.endsAt),
    index('subscriptions_ends_idx')
      .on(table.endsAt)
      .where(sql`${table.endingRemindedAt} is null`),
  ],
);
