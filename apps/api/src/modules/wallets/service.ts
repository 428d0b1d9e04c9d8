import { buildPagination, type WalletEntry, type WalletTopUpInput } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import {
  findWalletBalance,
  findWalletSplit,
  findWalletTotals,
  listWalletEntries,
  type LedgerService,
} from '../ledger/index';
import type { PaymentsService } from '../payments/index';

/** Wallets: a person's side of the ledger: their statement, and topping it up by card. */
export const createWalletsService = (
  deps: AppDeps,
  payments: PaymentsService,
  ledger: LedgerService,
) => {
  const { db, clock } = deps;

  // A top-up is paid through the card checkout; its confirmation credits the wallet.
  payments.registerPurpose('wallet_top_up', {
    onConfirmed: async (tx, order) => {
      await ledger.creditTopUp(tx, {
        holderId: order.accountId,
        amount: order.amount,
        paymentOrderId: order.id,
        at: clock.now(),
      });
    },
    answerCheckout: async ({ applied }) => ({
      message: applied ? 'Money added to your wallet' : 'This payment was already confirmed',
      purpose: 'wallet_top_up',
      bookingId: null,
      bookingStatus: null,
    }),
  });

  return {
    /** Balance, lifetime totals and a page of rows, newest first, each with its running balance. */
    statement: async (holderId: string, page: number, limit: number) => {
      const wallet = await findWalletBalance(db, holderId);
      if (!wallet) {
        // An owner whose first month is paid but not yet released has pending money, no wallet.
        const { pending } = await findWalletSplit(db, holderId);
        return {
          wallet: {
            balance: pending,
            available: 0,
            pending,
            currency: 'INR' as const,
            totalIn: 0,
            totalOut: 0,
          },
          data: [],
          pagination: buildPagination(page, limit, 0),
        };
      }
      const [totals, rows, split] = await Promise.all([
        findWalletTotals(db, wallet.id),
        listWalletEntries(db, wallet.id, page, limit),
        findWalletSplit(db, holderId),
      ]);
      return {
        wallet: {
          balance: split.balance,
          available: split.available,
          pending: split.pending,
          currency: 'INR' as const,
          totalIn: totals.totalIn,
          totalOut: totals.totalOut,
        },
        data: rows.map((row): WalletEntry => ({
          id: row.id,
          kind: row.kind as WalletEntry['kind'],
          description: row.description,
          amount: Number(row.amount),
          balanceAfter: Number(row.balanceAfter ?? 0),
          bookingId: row.bookingId,
          bookingReference: row.bookingReference,
          propertyTitle: row.propertyTitle,
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: buildPagination(page, limit, totals.rows),
      };
    },

    /** The top-up's provider order, written on `target` (an Idempotency-Key's transaction). */
    startTopUp: async (target: DbOrTx, userId: string, input: WalletTopUpInput) => {
      const { order } = await payments.createOrder(target, {
        accountId: userId,
        purpose: 'wallet_top_up',
        reference: userId,
        amount: input.amount,
        description: 'Nestly wallet top-up',
      });
      return order;
    },
  };
};
export type WalletsService = ReturnType<typeof createWalletsService>;
