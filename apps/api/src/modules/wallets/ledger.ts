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
 * Writes one balanced ledger transaction inside the caller's database transaction. Wallet lines
 * move the cached balance first (locking the wallet row; a debit the wallet cannot afford stops
 * here with 409), then every entry is inserted with the wallet's running balance.
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
    const transactionId = await repo.insertLedgerTransaction(tx, {
      kind: posting.kind,
      description: posting.description,
      bookingId: options.bookingId ?? null,
      paymentOrderId: options.paymentOrderId ?? null,
      createdAt: options.at,
    });
    const rows = [];
    // Wallets in a fixed order (by holder id), so two postings touching the same two wallets
    // always lock them in the same order and cannot deadlock.
    const lines = [...posting.lines].sort((a, b) => keyOf(a.target).localeCompare(keyOf(b.target)));
    for (const line of lines) {
      if ('wallet' in line.target) {
        const wallet = await changeWallet(tx, line.target.wallet, line.amount);
        rows.push({
          publicId: randomUUID(),
          holderId: line.target.wallet,
          transactionId,
          ledgerAccountId: wallet.id,
          amount: line.amount,
          balanceAfter: wallet.balance,
          entryKind: line.entryKind,
          createdAt: options.at,
        });
      } else {
        rows.push({
          publicId: randomUUID(),
          holderId: null,
          transactionId,
          ledgerAccountId: await platformAccountId(tx, line.target.platform),
          amount: line.amount,
          balanceAfter: null,
          entryKind: line.entryKind,
          createdAt: options.at,
        });
      }
    }
    await repo.insertLedgerEntries(
      tx,
      rows.map(({ holderId: _holderId, ...row }) => row),
    );
    return { transactionId, description: posting.description, entries: rows };
  };

  return { post };
};
export type Ledger = ReturnType<typeof createLedger>;

const keyOf = (target: Posting['lines'][number]['target']) =>
  'wallet' in target ? `w:${target.wallet}` : `p:${target.platform}`;

const insufficientFunds = () =>
  new AppError('INSUFFICIENT_FUNDS', { message: 'The wallet balance is too low for this payment' });

const changeWallet = async (tx: Tx, holderId: string, amount: number) => {
  try {
    const wallet = await repo.changeWalletBalance(tx, holderId, amount);
    if (!wallet) throw insufficientFunds();
    return wallet;
  } catch (error) {
    if (postgresErrorCode(error) === '23514') throw insufficientFunds();
    throw error;
  }
};
