// read model: reads ledger_accounts, ledger_entries, ledger_transactions.
import type { LedgerHealth } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/sql-text';

/** A result older than this is refreshed in the background while the last one is shown. */
export const LEDGER_AUDIT_MAX_AGE_MS = 60_000;

/**
 * The ledger's health line (decision 007's invariants, checked on the data itself): every
 * transaction has entries that sum to zero, and every wallet's cached balance equals the sum of
 * its entries. It reads every entry, which at scale takes far longer than a dashboard may (a
 * million entries: about a second), so the admin dashboard shows the latest audit with when it
 * ran and how much it checked, and starts a fresh one in the background once that is a minute
 * old. The first ask of a process waits for one. `run` audits now (tests, an operator).
 */
export const createLedgerAudit = (deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>) => {
  let latest: LedgerHealth | null = null;
  let running: Promise<LedgerHealth> | null = null;

  const audit = async (): Promise<LedgerHealth> => {
    const checkedAt = deps.clock.now();
    const [row] = await queryRows<{
      transactions: string | number;
      with_entries: string | number;
      unbalanced: string | number;
      wallets: string | number;
      mismatched: string | number;
    }>(
      deps.db,
      `with sums as (
         select transaction_id, sum(amount) as total from ledger_entries group by transaction_id),
       wallets as (
         select a.id, a.balance, coalesce(sum(e.amount), 0) as total
         from ledger_accounts a left join ledger_entries e on e.ledger_account_id = a.id
         where a.kind = 'wallet' group by a.id, a.balance)
       select (select count(*) from ledger_transactions) as transactions,
         (select count(*) from sums) as with_entries,
         (select count(*) from sums where total <> 0) as unbalanced,
         (select count(*) from wallets) as wallets,
         (select count(*) from wallets where balance <> total) as mismatched`,
      [],
    );
    const transactions = Number(row!.transactions);
    // A transaction without entries (or entries without a transaction) is as wrong as one that
    // does not sum to zero.
    const unbalanced = Number(row!.unbalanced) + Math.abs(transactions - Number(row!.with_entries));
    const mismatched = Number(row!.mismatched);
    return {
      ok: unbalanced === 0 && mismatched === 0,
      transactionsChecked: transactions,
      walletsChecked: Number(row!.wallets),
      unbalancedTransactions: unbalanced,
      mismatchedWallets: mismatched,
      checkedAt: checkedAt.toISOString(),
    };
  };

  const run = () => {
    running ??= audit()
      .then((result) => {
        latest = result;
        return result;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    run,
    /** The latest audit, refreshed in the background when stale; the first call waits for one. */
    current: async (): Promise<LedgerHealth> => {
      if (!latest) return run();
      const age = deps.clock.now().getTime() - new Date(latest.checkedAt).getTime();
      if (age > LEDGER_AUDIT_MAX_AGE_MS || age < 0) {
        run().catch((error: unknown) => deps.logger.error({ err: error }, 'ledger audit failed'));
      }
      return latest;
    },
  };
};
export type LedgerAudit = ReturnType<typeof createLedgerAudit>;
