// read model: reads bookings, properties (what a statement line names).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
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

export interface LedgerEntryToWrite {
  publicId: string;
  /** A person's line names its holder and which of their accounts; a platform line its account. */
  holderId: string | null;
  holderKind: 'wallet' | 'owner_pending' | null;
  platformAccountId: string | null;
  amount: number;
  entryKind: string;
}

/** One ledger transaction, checked and ready to write (ledger.ts `prepare`). */
export interface LedgerTransactionToWrite {
  id: string;
  kind: LedgerTransactionKind;
  description: string;
  bookingId: string | null;
  paymentOrderId: string | null;
  instalmentId: string | null;
  createdAt: Date;
  entries: LedgerEntryToWrite[];
}

/**
 * The whole posting in one call to `ledger_post` (sql/ledger_post.sql, the one implementation of a
 * ledger write): the wallets that exist are locked in holder order (so two postings over the same
 * wallets cannot deadlock), then one statement moves them, opens a wallet credited for the first
 * time, and writes the transaction and its entries, each wallet entry carrying the balance right
 * after it. A debit over the balance fails the CHECK (23514); a debit from a wallet that does not
 * exist finds no row, its entry is missing, and the balance trigger refuses the rest (also
 * 23514). Either way nothing of it is written.
 */
export const writeLedgerTransaction = async (db: DbOrTx, values: LedgerTransactionToWrite) => {
  await db.execute(sql`select ledger_post(${JSON.stringify(values)}::jsonb)`);
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

/**
 * A person's wallet balance (paise, as text; null without a wallet) as a column of another
 * module's statement: checkout shows it, read in the same round trip as the cart it saves.
 */
export const walletBalanceColumn = (holderId: string) =>
  sql<
    string | null
  >`(select balance from ${ledgerAccounts} where kind = 'wallet' and holder_id = ${holderId})`;

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

/**
 * The booking's movements on one person's accounts (the user's or owner's side of a booking
 * page): their wallet, and an owner's pending money (decision 027), where checkout credits month 1.
 */
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
        inArray(ledgerAccounts.kind, ['wallet', 'owner_pending']),
        eq(ledgerAccounts.holderId, holderId),
      ),
    )
    .orderBy(ledgerEntries.id);

/**
 * A person's money split into available (the wallet account: only it can pay or pay out) and
 * pending (an owner's `owner_pending` account: paid months' shares not yet released, decision
 * 027), in paise; balance = available + pending. The wallet row is locked for the rest of the
 * transaction (a withdrawal checks against `available` under it).
 */
export const lockWalletSplit = async (tx: DbOrTx, holderId: string) => {
  const result = (await tx.execute(
    sql`select kind, balance from ledger_accounts where holder_id = ${holderId} and kind in ('wallet', 'owner_pending') order by kind for update`,
  )) as unknown as { rows: { kind: string; balance: string | number }[] };
  return splitOf(result.rows);
};

const splitOf = (rows: readonly { kind: string; balance: string | number }[]) => {
  const available = Number(rows.find((row) => row.kind === 'wallet')?.balance ?? 0);
  const pending = Number(rows.find((row) => row.kind === 'owner_pending')?.balance ?? 0);
  return { balance: available + pending, available, pending };
};

/** The same split without a lock (answers, not checks). */
export const findWalletSplit = async (db: DbOrTx, holderId: string) =>
  splitOf(
    await db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.holderId, holderId),
          inArray(ledgerAccounts.kind, ['wallet', 'owner_pending']),
        ),
      ),
  );

/**
 * A platform account's balance: the sum of its entries (platform rows keep no cached balance).
 * Reconciliation's money in transit is `payouts_in_transit`'s.
 */
export const findPlatformBalance = async (db: DbOrTx, kind: PlatformAccount) => {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
    .where(eq(ledgerAccounts.kind, kind));
  return Number(row!.sum);
};
