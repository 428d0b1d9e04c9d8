import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';

// Checks of the ledger on the database itself, for the tests of anything that moves money.

/** Raw rows of a query (both drivers answer `{ rows }`). */
export const rowsOf = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The ledger's invariants (decision 007), checked on the database itself: every transaction sums
 * to zero, every wallet's cached balance is the sum of its entries, and no wallet is negative.
 * Answers the offending rows (empty when all hold) and how much was checked.
 */
export const checkLedgerInvariants = async (db: Db) => {
  const unbalanced = await rowsOf<{ transactionId: string; total: string }>(
    db,
    sql`select t.id as "transactionId", coalesce(sum(e.amount), 0)::text as total
        from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
        group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) = 0`,
  );
  const mismatched = await rowsOf<{ id: string; balance: string; sum: string }>(
    db,
    sql`select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as sum
        from ledger_accounts a left join ledger_entries e on e.ledger_account_id = a.id
        group by a.id, a.balance
        having a.kind = 'wallet' and a.balance <> coalesce(sum(e.amount), 0)`,
  );
  const negative = await rowsOf<{ id: string; balance: string }>(
    db,
    sql`select id, balance::text as balance from ledger_accounts
        where kind = 'wallet' and balance < 0`,
  );
  const badRunningBalance = await rowsOf<{ id: string }>(
    db,
    sql`select e.id::text as id from ledger_entries e
        join ledger_accounts a on a.id = e.ledger_account_id and a.kind = 'wallet'
        where e.balance_after is distinct from (
          select sum(older.amount) from ledger_entries older
          where older.ledger_account_id = e.ledger_account_id and older.id <= e.id)`,
  );
  const [counts] = await rowsOf<{ transactions: string; entries: string; wallets: string }>(
    db,
    sql`select (select count(*) from ledger_transactions)::text as transactions,
               (select count(*) from ledger_entries)::text as entries,
               (select count(*) from ledger_accounts where kind = 'wallet')::text as wallets`,
  );
  return {
    unbalanced,
    mismatched,
    negative,
    badRunningBalance,
    transactions: Number(counts!.transactions),
    entries: Number(counts!.entries),
    wallets: Number(counts!.wallets),
  };
};

/**
 * Asserts the ledger's invariants (every transaction balanced, every wallet equal to its entries
 * with a consistent running balance, none negative) and answers the counts for further checks.
 */
export const expectLedgerBalanced = async (db: Db) => {
  const check = await checkLedgerInvariants(db);
  expect(check).toMatchObject({
    unbalanced: [],
    mismatched: [],
    negative: [],
    badRunningBalance: [],
  });
  return check;
};

/** Ledger transactions of one booking with their entries' accounts, for exact posting checks. */
export const bookingLedger = async (db: Db, bookingId: string) =>
  (
    await rowsOf<{ kind: string; account: string; holderId: string | null; amount: string }>(
      db,
      sql`select t.kind, a.kind as account, a.holder_id as "holderId", e.amount::text as amount
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.ledger_account_id
          where t.booking_id = ${bookingId}
          order by e.id`,
    )
  ).map((row) => ({ ...row, amount: Number(row.amount) }));
