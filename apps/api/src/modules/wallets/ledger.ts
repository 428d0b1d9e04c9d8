import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { postgresErrorCode } from '../../lib/db-errors';
import { isBalanced, type PlatformAccount, type Posting } from './postings';
import * as repo from './repo';

export interface PostOptions {
  bookingId?: string | null;
  paymentOrderId?: string | null;
  at: Date;
}

/**
 * Writes one balanced ledger transaction inside the caller's database transaction, in two
 * statements (repo.writeLedgerTransaction): wallets move their cached balance (a debit the wallet
 * cannot afford stops everything with 409) and every entry is written with the wallet's running
 * balance. Two round trips instead of one per wallet and row: this is on every booking's path.
 */
export const createLedger = () => {
  const platformIds = new Map<PlatformAccount, string>();
  const platformAccountId = async (tx: Tx, kind: PlatformAccount) => {
    let id = platformIds.get(kind);
    if (!id) {
      id = await repo.findPlatformAccountId(tx, kind);
      platformIds.set(kind, id);
    }
    return id;
  };

  const post = async (tx: Tx, posting: Posting, options: PostOptions) => {
    if (
      !isBalanced(posting.lines) ||
      posting.lines.some((line) => !Number.isSafeInteger(line.amount))
    )
      throw new Error(`unbalanced ledger posting: ${JSON.stringify(posting)}`);
    if (posting.lines.length === 0) return null;
    const holders = posting.lines.flatMap((line) =>
      'wallet' in line.target ? [line.target.wallet] : [],
    );
    if (new Set(holders).size !== holders.length)
      throw new Error(`a posting moves one wallet twice: ${JSON.stringify(posting)}`);
    const entries = await Promise.all(
      posting.lines.map(async (line) => ({
        publicId: randomUUID(),
        holderId: 'wallet' in line.target ? line.target.wallet : null,
        platformAccountId:
          'wallet' in line.target ? null : await platformAccountId(tx, line.target.platform),
        amount: line.amount,
        entryKind: line.entryKind,
      })),
    );
    try {
      const written = await repo.writeLedgerTransaction(tx, {
        kind: posting.kind,
        description: posting.description,
        bookingId: options.bookingId ?? null,
        paymentOrderId: options.paymentOrderId ?? null,
        createdAt: options.at,
        entries,
      });
      return { transactionId: written.transactionId, description: posting.description, entries };
    } catch (error) {
      // A debit beyond the balance fails the wallet's CHECK; a debit from a wallet that does not
      // exist yet leaves its entry out, and the balance trigger refuses the unbalanced rest.
      if (postgresErrorCode(error) === '23514') throw insufficientFunds();
      throw error;
    }
  };

  return { post };
};
export type Ledger = ReturnType<typeof createLedger>;

const insufficientFunds = () =>
  new AppError('INSUFFICIENT_FUNDS', { message: 'The wallet balance is too low for this payment' });
