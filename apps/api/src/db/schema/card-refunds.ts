// owner: payments: only its code queries this table (eslint.table-owners.js).
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
import { CARD_REFUND_STATUSES } from '@nestly/shared';
import { accountReference } from './columns';
import { paymentOrders } from './payments';

/**
 * A refund of one card payment through the provider (decision 028, "Refunds to the card"). The
 * money waits in the ledger's `card_refunds_in_transit` until the provider's webhook says it was
 * processed (→ provider clearing) or failed (→ the person's wallet). `id` is the provider's
 * `X-Refund-Idempotency` key and the refund's receipt, so a retried call never refunds twice;
 * `(booking_id, payment_order_id)` is unique, so a refund asked twice is one row.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: uuid().primaryKey(),
    /** The person the money goes back to (and whose wallet takes it if the refund fails). */
    accountId: accountReference(),
    /** Null for a refund the reconciliation asks for (no booking). */
    bookingId: uuid(),
    paymentOrderId: uuid()
      .notNull()
      .references(() => paymentOrders.id),
    providerPaymentId: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: CARD_REFUND_STATUSES }).notNull(),
    providerRefundId: text(),
    failureReason: text(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('card_refunds_booking_order_idx').on(table.bookingId, table.paymentOrderId),
    uniqueIndex('card_refunds_provider_refund_idx').on(table.providerRefundId),
    index('card_refunds_payment_order_idx').on(table.paymentOrderId),
    check('card_refunds_amount_check', sql`${table.amount} > 0`),
  ],
);
export type CardRefundRow = typeof cardRefunds.$inferSelect;
