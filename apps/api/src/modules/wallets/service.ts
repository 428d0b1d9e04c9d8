import { buildPagination, type WalletEntry, type WalletTopUpInput } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import type { PaymentsService } from '../payments/service';
import type { Ledger } from './ledger';
import { walletTopUpPosting } from './postings';
import * as repo from './repo';

/** Wallets: a person's statement, and topping it up by card. */
export const createWalletsService = (deps: AppDeps, payments: PaymentsService, ledger: Ledger) => {
  const { db, clock } = deps;

  payments.registerHandler('wallet_top_up', async (tx, order) => {
    await ledger.post(tx, walletTopUpPosting(order.accountId, order.amount), {
      paymentOrderId: order.id,
      at: clock.now(),
    });
  });

  return {
    /** Balance, lifetime totals and a page of rows, newest first, each with its running balance. */
    statement: async (holderId: string, page: number, limit: number) => {
      const wallet = await repo.findWalletBalance(db, holderId);
      if (!wallet) {
        return {
          wallet: { balance: 0, currency: 'INR' as const, totalIn: 0, totalOut: 0 },
          data: [],
          pagination: buildPagination(page, limit, 0),
        };
      }
      const [totals, rows] = await Promise.all([
        repo.findWalletTotals(db, wallet.id),
        repo.listWalletEntries(db, wallet.id, page, limit),
      ]);
      return {
        wallet: {
          balance: wallet.balance,
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

    startTopUp: async (userId: string, input: WalletTopUpInput) => {
      const { order } = await payments.createOrder(db, {
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
