import { randomUUID } from 'node:crypto';
import type { BookingCardRefund, CardRefundStatus } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { afterCommit } from '../../db/after-commit';
import type { DbOrTx, Tx } from '../../db/client';
import type { CardRefundRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import {
  ProviderError,
  type PayoutsProvider,
  type ProviderRecordWindow,
  type ProviderRefund,
} from '../../lib/payouts-provider';
import type { LedgerService } from '../ledger/index';
import type { NotificationsService } from '../notifications/index';
import { recordWebhookEvent } from '../payouts/index';
import * as refundsRepo from './card-refunds-repo';
import { listPaidOrders } from './repo';

/** The durable job that asks the provider for one card refund (decision 028). */
export const CARD_REFUND_JOB = 'payments.card-refund';
/** Attempts at the provider before a refund that cannot be handed over fails to the wallet. */
const CARD_REFUND_MAX_ATTEMPTS = 8;
const PROVIDER_REFUSED_REASON = 'The card refund could not be sent; the money is in your wallet.';
const BANK_REFUSED_REASON = 'The bank could not take the refund back to the card.';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a booking's page says of its card refund: the rows summed, `failed` if any failed, else
 * `pending` if any is pending, else `processed`; null when nothing went back to a card.
 */
export const summarizeCardRefunds = (
  rows: readonly Pick<CardRefundRow, 'status' | 'amount'>[],
): BookingCardRefund | null => {
  if (rows.length === 0) return null;
  const has = (status: CardRefundStatus) => rows.some((row) => row.status === status);
  return {
    status: has('failed') ? 'failed' : has('pending') ? 'pending' : 'processed',
    amount: rows.reduce((sum, row) => sum + row.amount, 0),
  };
};

/**
 * Refunds to the card (PRODUCT.md, Money out: "Refund to the card"; decision 028). A cancellation
 * asks, inside its own transaction, for up to its refund to go back to the booking's card
 * payments: a row per payment order (largest first, less what was already refunded) and a durable
 * job per row that calls the provider outside any transaction. The provider's webhook
 * (`refund.processed`, `refund.failed`, once per event id) settles the row: processed moves the
 * money from card refunds in transit to provider clearing; failed credits the person's wallet.
 */
export const createCardRefunds = (
  deps: AppDeps,
  {
    ledger,
    notifications,
    provider,
  }: { ledger: LedgerService; notifications: NotificationsService; provider: PayoutsProvider },
) => {
  const { db, clock, jobs, metrics, logger } = deps;

  /**
   * A refund's end, inside the caller's transaction with its row locked: pending → processed |
   * failed; anything else (a `processed` after a `failed`) changes nothing and answers false.
   */
  const settle = async (
    tx: Tx,
    refund: CardRefundRow,
    outcome: { status: 'processed' | 'failed'; providerRefundId: string | null; reason?: string },
  ) => {
    if (refund.status !== 'pending') return false;
    const at = clock.now();
    if (outcome.status === 'processed') {
      await ledger.settleCardRefund(tx, { amount: refund.amount, bookingId: refund.bookingId, at });
    } else {
      await ledger.returnCardRefund(tx, {
        holderId: refund.accountId,
        amount: refund.amount,
        bookingId: refund.bookingId,
        at,
      });
    }
    const updated = await refundsRepo.updateCardRefund(tx, refund.id, {
      status: outcome.status,
      providerRefundId: refund.providerRefundId ?? outcome.providerRefundId,
      failureReason: outcome.status === 'failed' ? (outcome.reason ?? null) : null,
      updatedAt: at,
    });
    await notifications.raise(tx, {
      type: outcome.status === 'processed' ? 'card_refund_processed' : 'card_refund_failed',
      recipientId: updated.accountId,
      bookingId: updated.bookingId,
      amount: updated.amount,
    });
    afterCommit(tx, () => metrics.cardRefundSettled(outcome.status));
    return true;
  };

  /** Our refund the provider names: by our receipt (the row id), else by its refund id; locked. */
  const findReported = async (tx: Tx, reported: ProviderRefund) =>
    (reported.receipt && UUID_PATTERN.test(reported.receipt)
      ? await refundsRepo.findCardRefundById(tx, reported.receipt, { lock: true })
      : null) ?? (await refundsRepo.findCardRefundByProviderId(tx, reported.providerRefundId));

  /** A final state the provider reports: the same transition the webhook applies. */
  const applyReported = (tx: Tx, refund: CardRefundRow, reported: ProviderRefund) => {
    const status = reported.status === 'processed' ? 'processed' : 'failed';
    return settle(tx, refund, {
      status,
      providerRefundId: reported.providerRefundId,
      reason: status === 'failed' ? BANK_REFUSED_REASON : undefined,
    });
  };

  const failRefund = (refundId: string, reason: string) =>
    db.transaction(async (tx) => {
      const refund = await refundsRepo.findCardRefundById(tx, refundId, { lock: true });
      if (!refund) return;
      await settle(tx, refund, { status: 'failed', providerRefundId: null, reason });
    });

  return {
    /**
     * Inside a cancellation's transaction: up to `upTo` paise of a booking's refund go back to the
     * card payments it was paid with, per paid order, largest first, less what each has already
     * given back; only `paymentOrderId`'s when given (a payment its booking could not use).
     * Writes the rows and their jobs; answers the amount going to cards (the caller asks the
     * ledger to put it in transit and the rest in the wallet).
     */
    refundBookingToCard: async (
      tx: Tx,
      {
        bookingId,
        accountId,
        upTo,
        paymentOrderId,
      }: { bookingId: string; accountId: string; upTo: number; paymentOrderId?: string },
    ) => {
      const orders = (await listPaidOrders(tx, 'booking', bookingId))
        .filter((order) => order.providerPaymentId)
        .filter((order) => paymentOrderId === undefined || order.id === paymentOrderId)
        .sort((left, right) => right.amount - left.amount);
      const refunded = await refundsRepo.refundedByOrder(
        tx,
        orders.map((order) => order.id),
      );
      const now = clock.now();
      let left = upTo;
      const rows: Parameters<typeof refundsRepo.insertCardRefunds>[1] = [];
      for (const order of orders) {
        const amount = Math.min(left, order.amount - (refunded.get(order.id) ?? 0));
        if (amount <= 0) continue;
        rows.push({
          id: randomUUID(),
          accountId,
          bookingId,
          paymentOrderId: order.id,
          providerPaymentId: order.providerPaymentId!,
          amount,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        left -= amount;
      }
      const inserted = await refundsRepo.insertCardRefunds(tx, rows);
      for (const row of inserted) {
        await jobs.enqueue(
          tx,
          CARD_REFUND_JOB,
          { cardRefundId: row.id },
          { maxAttempts: CARD_REFUND_MAX_ATTEMPTS },
        );
      }
      if (inserted.length > 0) afterCommit(tx, () => void jobs.kick());
      return upTo - left;
    },

    /** `refund` on a booking's detail: its card refunds summed, or null. */
    bookingCardRefund: async (db_: DbOrTx, bookingId: string) =>
      summarizeCardRefunds(await refundsRepo.listCardRefundsOfBooking(db_, bookingId)),

    /**
     * The job `payments.card-refund`: asks the provider with the row's id as the idempotency key
     * (a retry never refunds twice). A refusal the provider will repeat (or the last attempt)
     * fails the refund to the wallet; anything else is retried with the queue's backoff.
     */
    submit: async (cardRefundId: string, attempt: number) => {
      const refund = await refundsRepo.findCardRefundById(db, cardRefundId);
      if (!refund || refund.status !== 'pending' || refund.providerRefundId) return;
      await refundsRepo.countCardRefundAttempt(db, refund.id);
      let answer: ProviderRefund;
      try {
        answer = await provider.createRefund({
          idempotencyKey: refund.id,
          providerPaymentId: refund.providerPaymentId,
          amount: refund.amount,
          receipt: refund.id,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (error.retryable && attempt < CARD_REFUND_MAX_ATTEMPTS) throw error;
        logger.warn({ cardRefundId, err: error }, 'card refund refused by the provider');
        await failRefund(refund.id, PROVIDER_REFUSED_REASON);
        return;
      }
      await db.transaction(async (tx) => {
        const current = await refundsRepo.findCardRefundById(tx, refund.id, { lock: true });
        if (!current) return;
        const submitted = current.providerRefundId
          ? current
          : await refundsRepo.updateCardRefund(tx, current.id, {
              providerRefundId: answer.providerRefundId,
              updatedAt: clock.now(),
            });
        // A provider that answers with the final state at once settles here.
        if (answer.status !== 'pending') {
          await settle(tx, submitted, {
            status: answer.status,
            providerRefundId: answer.providerRefundId,
          });
        }
      });
    },

    /**
     * A `refund.processed` or `refund.failed` delivery whose signature was checked: one
     * transaction records the event (a replay stops there), locks the refund (by our receipt, the
     * row id, or the provider's refund id) and applies the transition.
     */
    receiveRefundEvent: async ({
      eventId,
      type,
      refund: reported,
    }: {
      eventId: unknown;
      type: 'refund.processed' | 'refund.failed';
      refund: ProviderRefund;
    }): Promise<string> => {
      if (typeof eventId !== 'string' || eventId.length === 0 || eventId.length > 200) {
        const message = 'The X-Razorpay-Event-Id header is missing';
        throw new AppError('VALIDATION_ERROR', {
          message,
          details: [{ field: 'X-Razorpay-Event-Id', message }],
        });
      }
      return db.transaction(async (tx) => {
        const fresh = await recordWebhookEvent(tx, {
          provider: 'razorpay',
          eventId,
          event: type,
          receivedAt: clock.now(),
        });
        if (!fresh) return 'already handled';
        const refund = await findReported(tx, reported);
        if (!refund) return 'ignored: unknown refund';
        const status = type === 'refund.processed' ? 'processed' : 'failed';
        const applied = await applyReported(tx, refund, { ...reported, status });
        return applied ? `refund ${status}` : 'ignored: no change';
      });
    },

    /**
     * Reconciliation (decision 028): the provider reports a final state (processed, failed) for a
     * refund still pending on our books, a missed webhook; applies it through the webhook's own
     * transition, once (the row is locked; a refund no longer pending changes nothing). Answers
     * whether anything changed.
     */
    applyProviderRefund: (reported: ProviderRefund) =>
      db.transaction(async (tx) => {
        if (reported.status === 'pending') return false;
        const refund = await findReported(tx, reported);
        if (!refund) return false;
        return applyReported(tx, refund, reported);
      }),

    /**
     * Reconciliation: the provider's refunds of a window, read through this module's own adapter
     * (in test mode the stand-in that took the refunds keeps their list).
     */
    listProviderRefunds: (window: ProviderRecordWindow) => provider.listRefunds(window),

    /** Reconciliation: our card refunds the provider names, by our receipt or its refund id. */
    findCardRefundsNamed: (receipts: string[], providerRefundIds: string[]) =>
      refundsRepo.findCardRefundsNamed(
        db,
        receipts.filter((receipt) => UUID_PATTERN.test(receipt)),
        providerRefundIds,
      ),
  };
};
export type CardRefunds = ReturnType<typeof createCardRefunds>;
