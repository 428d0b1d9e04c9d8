import { randomUUID } from 'node:crypto';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { postgresErrorCode } from '../../lib/db-errors';
import { isBalanced, type PlatformAccount, type Posting } from './postings';
import * as repo from './repo';
import type { LedgerTransactionToWrite } from './repo';

export interface PostOptions {
  bookingId?: string | null;
  paymentOrderId?: string | null;
  /** The instalment the posting is for (an instalment is paid once: a unique index). */
  instalmentId?: string | null;
  at: Date;
}

/**
 * The ledger's one writer, private to this module (service.ts turns it into named intents): writes
 * one balanced ledger transaction inside the caller's database transaction, in one call
 * (`ledger_post`, sql/ledger_post.sql): the wallets are locked in holder order, move their cached
 * balance (a debit the wallet cannot afford stops everything with 409), and every entry is written
 * with the wallet's running balance. This is on every booking's path.
 */
export const createLedger = () => {
  const platformIds = new Map<PlatformAccount, string>();
  const platformAccountId = async (db: DbOrTx, kind: PlatformAccount) => {
    let id = platformIds.get(kind);
    if (!id) {
      id = await repo.findPlatformAccountId(db, kind);
      platformIds.set(kind, id);
    }
    return id;
  };

  /**
   * The posting checked (balanced, whole paise, each wallet once) and made ready to write, ids
   * included, so its caller knows everything about it before it is written: `post` writes it, the
   * wallet booking hands it to its own database function. Null for a posting with no lines.
   */
  const prepare = async (
    db: DbOrTx,
    posting: Posting,
    options: PostOptions,
  ): Promise<LedgerTransactionToWrite | null> => {
    if (
      !isBalanced(posting.lines) ||
      posting.lines.some((line) => !Number.isSafeInteger(line.amount))
    )
      throw new Error(`unbalanced ledger posting: ${JSON.stringify(posting)}`);
    if (posting.lines.length === 0) return null;
    const held = posting.lines.flatMap(({ target }) =>
      'wallet' in target
        ? [`wallet:${target.wallet}`]
        : 'pending' in target
          ? [`pending:${target.pending}`]
          : [],
    );
    if (new Set(held).size !== held.length)
      throw new Error(`a posting moves one account twice: ${JSON.stringify(posting)}`);
    const entries = await Promise.all(
      posting.lines.map(async ({ target, amount, entryKind }) => ({
        publicId: randomUUID(),
        ...('platform' in target
          ? {
              holderId: null,
              holderKind: null,
              platformAccountId: await platformAccountId(db, target.platform),
            }
          : 'pending' in target
            ? {
                holderId: target.pending,
                holderKind: 'owner_pending' as const,
                platformAccountId: null,
              }
            : { holderId: target.wallet, holderKind: 'wallet' as const, platformAccountId: null }),
        amount,
        entryKind,
      })),
    );
    return {
      id: randomUUID(),
      kind: posting.kind,
      description: posting.description,
      bookingId: options.bookingId ?? null,
      paymentOrderId: options.paymentOrderId ?? null,
      instalmentId: options.instalmentId ?? null,
      createdAt: options.at,
      entries,
    };
  };

  const post = async (tx: Tx, posting: Posting, options: PostOptions) => {
    const written = await prepare(tx, posting, options);
    if (!written) return null;
    try {
      await repo.writeLedgerTransaction(tx, written);
    } catch (error) {
      throw ledgerError(error);
    }
    return postedOf(written);
  };

  return { prepare, post };
};
export type LedgerWriter = ReturnType<typeof createLedger>;

/** What a written posting shows a payer: its transaction, words and entries (`post`'s answer). */
export const postedOf = (written: LedgerTransactionToWrite) => ({
  transactionId: written.id,
  description: written.description,
  entries: written.entries,
});

/**
 * A posting's failure in words: a debit beyond the balance fails the wallet's CHECK, and a debit
 * from a wallet that does not exist leaves its entry out, which the balance trigger refuses
 * (both 23514). Anything else is passed on as it is.
 */
export const ledgerError = (error: unknown) =>
  postgresErrorCode(error) === '23514' ? insufficientFunds() : error;

const insufficientFunds = () =>
  new AppError('INSUFFICIENT_FUNDS', { message: 'The wallet balance is too low for this payment' });
