// owner: bookings: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  bigserial,
  check,
  date,
  index,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { accountReference } from './columns';
import { paymentOrders } from './payments';
import { properties } from './properties';

export const BOOKING_STATUS_VALUES = [
  'pending_payment',
  'confirmed',
  'completed',
  'expired',
  'cancelled',
] as const;

export interface BookingAddOnSnapshot {
  serviceId: string;
  name: string;
  monthlyPrice: number;
  total: number;
}

/**
 * A stay of whole months. Every amount is the server's own computation at booking time (paise),
 * kept as a snapshot: later changes to rent or services never change a booking.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull(),
    userId: accountReference(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id),
    ownerId: accountReference(),
    status: text({ enum: BOOKING_STATUS_VALUES }).notNull(),
    moveInDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    rentalPeriod: smallint().notNull(),
    monthlyRent: bigint({ mode: 'number' }).notNull(),
    rentTotal: bigint({ mode: 'number' }).notNull(),
    addOns: jsonb().$type<BookingAddOnSnapshot[]>().notNull(),
    addOnsTotal: bigint({ mode: 'number' }).notNull(),
    deposit: bigint({ mode: 'number' }).notNull(),
    subtotal: bigint({ mode: 'number' }).notNull(),
    commission: bigint({ mode: 'number' }).notNull(),
    ownerShare: bigint({ mode: 'number' }).notNull(),
    total: bigint({ mode: 'number' }).notNull(),
    paymentMethod: text({ enum: ['card', 'wallet'] }),
    paymentOrderId: uuid().references(() => paymentOrders.id),
    expiresAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text({ enum: ['user', 'owner', 'admin', 'system'] }),
    cancellationReason: text(),
    refundAmount: bigint({ mode: 'number' }),
    completedAt: timestamp({ withTimezone: true }),
    /** Long stays (decision 027): months 2..n taken from the wallet on their due dates. */
    autopay: boolean().notNull().default(false),
    /** When the tenant gave notice to end the stay early, and why (the timeline shows them). */
    endedEarlyAt: timestamp({ withTimezone: true }),
    endEarlyReason: text(),
    /**
     * When the stay's length (and so its subtotal) last changed, ended early or extended: the
     * admin's daily history, which keeps past days' sums in memory, reads again from here
     * (dashboards/daily-history.ts).
     */
    stayChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('bookings_reference_idx').on(table.reference),
    index('bookings_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('bookings_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    index('bookings_property_created_idx').on(table.propertyId, table.createdAt.desc()),
    index('bookings_created_idx').on(table.createdAt.desc()),
    index('bookings_status_created_idx').on(table.status, table.createdAt.desc()),
    // The jobs' work queues: unpaid holds by expiry, running stays by end date.
    index('bookings_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending_payment'`),
    index('bookings_stay_changed_idx')
      .on(table.stayChangedAt)
      .where(sql`${table.stayChangedAt} is not null`),
    index('bookings_confirmed_end_idx')
      .on(table.endDate)
      .where(sql`${table.status} = 'confirmed'`),
    check(
      'bookings_amounts_check',
      sql`${table.total} = ${table.subtotal} + ${table.deposit} and ${table.subtotal} = ${table.rentTotal} + ${table.addOnsTotal} and ${table.ownerShare} + ${table.commission} = ${table.subtotal} and ${table.endDate} > ${table.moveInDate}`,
    ),
  ],
);

export const INSTALMENT_STATUS_VALUES = [
  'paid',
  'upcoming',
  'due',
  'overdue',
  'cancelled',
] as const;

/**
 * Long stays (decision 027): one row per month of a stay, written with the booking. Instalment k
 * covers `[period_start, period_end)` (exclusive end, like a booking's `end_date`) and is due on
 * its first day. `commission` and `owner_share` are fixed when the row is written. A paid row that
 * ending early cancels keeps its `paid_at` and receipt number (a receipt is never reused).
 */
export const bookingInstalments = pgTable(
  'booking_instalments',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id),
    number: smallint().notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    commission: bigint({ mode: 'number' }).notNull(),
    ownerShare: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: INSTALMENT_STATUS_VALUES }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    method: text({ enum: ['card', 'wallet'] }),
    /** The card order that paid it (payments purpose `instalment`). */
    paymentOrderId: uuid().references(() => paymentOrders.id),
    receiptNumber: text(),
    /** When the owner's share stops being pending (`pendingEarningAvailableAt`), set when paid. */
    earningAvailableAt: timestamp({ withTimezone: true }),
    /** Set by the release job, or when the earning is reversed before release. */
    earningReleasedAt: timestamp({ withTimezone: true }),
    remindedAt: timestamp({ withTimezone: true }),
    overdueNotifiedAt: timestamp({ withTimezone: true }),
    autopayFailedNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('booking_instalments_number_idx').on(table.bookingId, table.number),
    uniqueIndex('booking_instalments_receipt_idx')
      .on(table.receiptNumber)
      .where(sql`${table.receiptNumber} is not null`),
    uniqueIndex('booking_instalments_payment_order_idx')
      .on(table.paymentOrderId)
      .where(sql`${table.paymentOrderId} is not null`),
    // The marking and autopay jobs' queue: unpaid months by due date.
    index('booking_instalments_unpaid_due_idx')
      .on(table.dueDate)
      .where(sql`${table.status} in ('upcoming', 'due', 'overdue')`),
    // The release job's queue: paid owner shares still pending.
    index('booking_instalments_release_idx')
      .on(table.earningAvailableAt)
      .where(sql`${table.status} = 'paid' and ${table.earningReleasedAt} is null`),
    check(
      'booking_instalments_period_check',
      sql`${table.periodStart} < ${table.periodEnd} and ${table.dueDate} = ${table.periodStart}`,
    ),
    check(
      'booking_instalments_amounts_check',
      sql`${table.amount} > 0 and ${table.commission} >= 0 and ${table.ownerShare} >= 0 and ${table.commission} + ${table.ownerShare} = ${table.amount}`,
    ),
    check(
      'booking_instalments_paid_check',
      sql`${table.status} <> 'paid' or (${table.paidAt} is not null and ${table.receiptNumber} is not null and ${table.method} is not null)`,
    ),
  ],
);

/** Receipt serials (decision 027): a sequence never hands a value out twice. */
export const rentReceiptSerial = pgSequence('rent_receipt_serial_seq');

/** The timeline: every state change with who made it and why. Append-only. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order: events of one transaction share a timestamp. */
    seq: bigserial({ mode: 'number' }).notNull(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id),
    fromStatus: text({ enum: BOOKING_STATUS_VALUES }),
    toStatus: text({ enum: BOOKING_STATUS_VALUES }).notNull(),
    actorId: uuid().references(() => accounts.id),
    actorRole: text({ enum: ['user', 'owner', 'admin', 'system'] }).notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('booking_events_booking_idx').on(table.bookingId, table.seq)],
);

// owner: cart
/** One cart per user: the selection checkout prices (PRODUCT.md: dates, then add-ons). */
export const carts = pgTable('carts', {
  userId: uuid()
    .primaryKey()
    .references(() => accounts.id),
  propertyId: uuid()
    .notNull()
    .references(() => properties.id),
  moveInDate: date({ mode: 'string' }).notNull(),
  rentalPeriod: smallint().notNull(),
  addOnIds: uuid()
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  /** The pending_payment booking a card checkout made from this cart, reused on retry. */
  pendingBookingId: uuid().references(() => bookings.id),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

// owner: reviews
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id),
    userId: accountReference(),
    rating: smallint().notNull(),
    reviewText: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('reviews_booking_idx').on(table.bookingId),
    index('reviews_property_created_idx').on(table.propertyId, table.createdAt.desc()),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type BookingInstalmentRow = typeof bookingInstalments.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
