import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  properties,
  type LedgerTransactionKind,
} from '../../db/schema/index';
import type { PlatformAccount } from './postings';

export const insertLedgerTransaction = async (
  db: DbOrTx,
  values: {
    kind: LedgerTransactionKind;
    description: string;
    bookingId?: string | null;
    paymentOrderId?: string | null;
    createdAt: Date;
  },
) => {
  const [row] = await db
    .insert(ledgerTransactions)
    .values(values)
    .returning({ id: ledgerTransactions.id });
  return row!.id;
};

/**
 * Moves a wallet's cached balance by `amount` in one statement and answers its id and new balance,
 * or null when a debit finds no wallet. The row lock this takes serialises concurrent payments
 * from one wallet; the CHECK constraint refuses a balance below zero. Credits create the wallet on
 * first use; debits must not go through that upsert, because PostgreSQL checks the would-be
 * inserted row (a negative balance) before it looks for the conflict.
 */
export const changeWalletBalance = async (db: DbOrTx, holderId: string, amount: number) => {
  const returning = { id: ledgerAccounts.id, balance: ledgerAccounts.balance };
  const [row] =
    amount < 0
      ? await db
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
          .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.holderId, holderId)))
          .returning(returning)
      : await db
          .insert(ledgerAccounts)
          .values({ kind: 'wallet', holderId, balance: amount })
          .onConflictDoUpdate({
            target: ledgerAccounts.holderId,
            targetWhere: sql`${ledgerAccounts.kind} = 'wallet'`,
            set: { balance: sql`${ledgerAccounts.balance} + ${amount}` },
          })
          .returning(returning);
  return row ? { id: row.id, balance: Number(row.balance) } : null;
};

export const findPlatformAccountId = async (db: DbOrTx, kind: PlatformAccount) => {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, kind))
    .limit(1);
  if (!row) throw new Error(`ledger account ${kind} is missing (migration 0004 creates it)`);
  return row.id;
};

export const insertLedgerEntries = async (
  db: DbOrTx,
  rows: (typeof ledgerEntries.$inferInsert)[],
) => {
  await db.insert(ledgerEntries).values(rows);
};

export const findWalletBalance = async (db: DbOrTx, holderId: string) => {
  const [row] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.holderId, holderId)))
    .limit(1);
  return row ? { id: row.id, balance: Number(row.balance) } : null;
};

/** Money in and out over the wallet's life, and how many rows it has. */
export const findWalletTotals = async (db: DbOrTx, ledgerAccountId: string) => {
  const [row] = await db
    .select({
      rows: count(),
      totalIn: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`,
      totalOut: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)`,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.ledgerAccountId, ledgerAccountId));
  return {
    rows: row!.rows,
    totalIn: Number(row!.totalIn),
    totalOut: Number(row!.totalOut),
    sum: Number(row!.sum),
  };
};

/** A page of a wallet's statement, newest first, with the booking and property it concerns. */
export const listWalletEntries = async (
  db: DbOrTx,
  ledgerAccountId: string,
  page: number,
  limit: number,
) =>
  db
    .select({
      id: ledgerEntries.publicId,
      kind: ledgerEntries.entryKind,
      description: ledgerTransactions.description,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      bookingId: ledgerTransactions.bookingId,
      bookingReference: bookings.reference,
      propertyTitle: properties.title,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(bookings, eq(bookings.id, ledgerTransactions.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(ledgerEntries.ledgerAccountId, ledgerAccountId))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset((page - 1) * limit);

/** The booking's movements on one wallet (the user's or owner's side of a booking page). */
export const listBookingWalletEntries = async (db: DbOrTx, bookingId: string, holderId: string) =>
  db
    .select({
      id: ledgerEntries.publicId,
      kind: ledgerEntries.entryKind,
      description: ledgerTransactions.description,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
    .where(
      and(
        eq(ledgerTransactions.bookingId, bookingId),
        eq(ledgerAccounts.kind, 'wallet'),
        eq(ledgerAccounts.holderId, holderId),
      ),
    )
    .orderBy(ledgerEntries.id);

/** Every ledger transaction of a booking, summed per transaction kind (admin view, tests). */
export const listBookingTransactions = async (db: DbOrTx, bookingId: string) =>
  db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.bookingId, bookingId))
    .orderBy(ledgerTransactions.createdAt);
