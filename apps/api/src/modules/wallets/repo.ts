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

export interface LedgerEntryToWrite {
  publicId: string;
  /** A wallet line names its holder; a platform line its ledger account. */
  holderId: string | null;
  platformAccountId: string | null;
  amount: number;
  entryKind: string;
}

/**
 * The whole posting in two statements: the wallets that exist are locked in holder order (so two
 * postings over the same wallets cannot deadlock), then one statement moves them, opens a wallet
 * credited for the first time, and writes the transaction and its entries. The transaction row and every entry follow, each wallet entry carrying the balance
 * right after it. A debit over the balance fails the CHECK (23514); a debit from a wallet that
 * does not exist finds no row, its entry is missing, and the balance trigger refuses the rest
 * (also 23514). Either way nothing of it is written.
 */
export const writeLedgerTransaction = async (
  db: DbOrTx,
  values: {
    kind: LedgerTransactionKind;
    description: string;
    bookingId: string | null;
    paymentOrderId: string | null;
    createdAt: Date;
    entries: LedgerEntryToWrite[];
  },
) => {
  const walletLines = values.entries.filter((entry) => entry.holderId !== null);
  const platformLines = values.entries.filter((entry) => entry.holderId === null);
  const lines = sql.join(
    values.entries.map(
      (entry) =>
        sql`(${entry.publicId}::uuid, ${entry.holderId}::uuid, ${entry.platformAccountId}::uuid, ${entry.amount}::bigint, ${entry.entryKind}::text)`,
    ),
    sql`, `,
  );
  const hasWallets = walletLines.length > 0;
  const hasPlatform = platformLines.length > 0;
  if (hasWallets) {
    // First, on its own, lock the wallets in holder order: two postings over the same wallets
    // then queue instead of deadlocking (inside one statement PostgreSQL does not promise the
    // order in which its parts take their locks). Every user and owner has a wallet from sign-up
    // (a trigger, migration 0004), so all of them are there to lock.
    await db.execute(sql`select id from ${ledgerAccounts}
      where kind = 'wallet' and holder_id in (${sql.join(
        walletLines.map((entry) => sql`${entry.holderId}::uuid`),
        sql`, `,
      )})
      order by holder_id for update`);
  }
  const result = await db.execute(sql`
    with line (public_id, holder_id, platform_account_id, amount, entry_kind) as (values ${lines}),
    locked as (
      select a.id, a.holder_id from ${ledgerAccounts} a
      where a.kind = 'wallet' and a.holder_id in (select holder_id from line where holder_id is not null)
    ),
    moved as (
      update ${ledgerAccounts} a set balance = a.balance + line.amount
      from locked, line
      where a.id = locked.id and line.holder_id = locked.holder_id
      returning a.id, a.holder_id, a.balance
    ),
    opened as (
      insert into ${ledgerAccounts} (kind, holder_id, balance)
      select 'wallet', line.holder_id, line.amount from line
      where line.holder_id is not null and line.amount > 0
        and not exists (select 1 from locked where locked.holder_id = line.holder_id)
      on conflict (holder_id) where kind = 'wallet'
        do update set balance = ${ledgerAccounts}.balance + excluded.balance
      returning id, holder_id, balance
    ),
    wallet as (select * from moved union all select * from opened),
    posted as (
      insert into ${ledgerTransactions} (kind, description, booking_id, payment_order_id, created_at)
      values (${values.kind}, ${values.description}, ${values.bookingId}, ${values.paymentOrderId}, ${values.createdAt})
      returning id
    )
    insert into ${ledgerEntries} (public_id, transaction_id, ledger_account_id, amount, balance_after, entry_kind, created_at)
    ${
      hasWallets
        ? sql`select line.public_id, posted.id, wallet.id, line.amount, wallet.balance, line.entry_kind, ${values.createdAt}::timestamptz
      from posted, line join wallet on wallet.holder_id = line.holder_id`
        : sql`select null::uuid, null::uuid, null::uuid, null::bigint, null::bigint, null::text, null::timestamptz where false`
    }
    union all
    ${
      hasPlatform
        ? sql`select line.public_id, posted.id, line.platform_account_id, line.amount, null::bigint, line.entry_kind, ${values.createdAt}::timestamptz
      from posted, line where line.holder_id is null`
        : sql`select null::uuid, null::uuid, null::uuid, null::bigint, null::bigint, null::text, null::timestamptz where false`
    }
    returning transaction_id`);
  const rows = (result as unknown as { rows: { transaction_id: string }[] }).rows;
  return { transactionId: rows[0]?.transaction_id ?? null };
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
