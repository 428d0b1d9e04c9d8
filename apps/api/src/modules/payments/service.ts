import { randomUUID } from 'node:crypto';
import type { PaymentOrder, RazorpayPaymentData, VerifyPaymentResponse } from '@nestly/shared';
import type { Tx } from '../../db/client';
import type { PaymentPurpose } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../app-deps';
import * as repo from './repo';
import type { PaymentOrderRow } from './repo';
import type { CardRefunds } from './card-refunds';
import { createWebhookReceiver } from './webhook';

/**
 * What a paid order does (extend a plan, confirm a booking, credit a wallet). Runs inside the
 * confirmation's transaction, once per order, whichever of verify and webhook arrives first.
 */
/**
 * Who confirmed a payment: the payer's tab (verify), the provider's webhook, or the daily
 * reconciliation, which finds a payment captured long after its tab closed (the payer is gone:
 * money a purpose can no longer use goes back where it came from rather than to a wallet).
 */
export type ConfirmedBy = 'payer' | 'webhook' | 'reconciliation';

export type PaymentHandler = (
  tx: Tx,
  order: PaymentOrderRow,
  /** Runs `effect` once the confirmation has committed (e-mails must not announce a rollback). */
  afterCommit: (effect: () => Promise<void>) => void,
  confirmedBy: ConfirmedBy,
) => Promise<void>;

export interface ConfirmResult {
  order: PaymentOrderRow;
  /** False when this call found the order already confirmed (a replay): nothing changed. */
  applied: boolean;
}

/**
 * What a confirmed payment of one purpose means, declared once by the module that asks for such
 * payments (decision 031): payments owns the provider, the orders, the signatures and the webhook;
 * the asking module owns what the money does.
 */
export interface PaymentPurposeDefinition {
  /** The money arrived: apply it (inside the confirmation's transaction, once per order). */
  onConfirmed: PaymentHandler;
  /**
   * Paid through the card checkout, whose verify call (`POST /api/user/razorpay/verify`) answers
   * the payer in these words. Absent for a purpose with a verify call of its own (plans).
   */
  answerCheckout?: (result: ConfirmResult) => Promise<VerifyPaymentResponse>;
}

/** A payment the test checkout captured (what Razorpay's list of payments would show). */
export interface CapturedTestPayment {
  providerPaymentId: string;
  providerOrderId: string;
  amount: number;
}

export const createPaymentsService = (deps: AppDeps, cardRefunds: CardRefunds) => {
  const { db, payments: provider, clock, logger, metrics } = deps;
  const purposes = new Map<PaymentPurpose, PaymentPurposeDefinition>();
  const testCaptureListeners: ((payment: CapturedTestPayment) => void)[] = [];

  const toPaymentOrder = (row: PaymentOrderRow): PaymentOrder => ({
    orderId: row.providerOrderId,
    amount: row.amount,
    currency: 'INR',
    keyId: provider.keyId,
    testMode: provider.isTestMode,
  });

  /**
   * Marks the order paid and runs its handler, once. The order row is locked first, so a verify
   * and a webhook arriving together are applied one after the other; the unique payment id makes
   * a second credit impossible even across orders.
   */
  const confirm = async (
    order: PaymentOrderRow,
    paymentId: string,
    confirmedBy: ConfirmedBy,
  ): Promise<ConfirmResult> => {
    const effects: (() => Promise<void>)[] = [];
    const result = await db.transaction(async (tx) => {
      const locked = (await repo.lockOrder(tx, order.id))!;
      if (locked.status === 'paid') {
        if (locked.providerPaymentId !== paymentId) {
          throw new AppError('CONFLICT', {
            message: 'This order was already paid by another payment',
          });
        }
        return { order: locked, applied: false };
      }
      if (locked.status === 'failed') {
        throw new AppError('CONFLICT', {
          message: 'This payment order is closed. Start a new payment.',
        });
      }
      const paid = await tx
        .transaction((savepoint) =>
          repo.markOrderPaid(savepoint, locked.id, paymentId, clock.now()),
        )
        .catch((error: unknown) => {
          // A provider payment pays one order: its id is unique. The same id offered for another
          // order (a replay, or a forged pairing with a valid signature) is a conflict.
          if (isUniqueViolation(error)) {
            throw new AppError('CONFLICT', {
              message: 'This payment was already used for another order',
            });
          }
          throw error;
        });
      if (!paid) throw new Error(`order ${locked.id} was not open when marked paid`);
      const purpose = purposes.get(paid.purpose);
      if (!purpose) throw new Error(`no module registered payment purpose ${paid.purpose}`);
      await purpose.onConfirmed(tx, paid, (effect) => effects.push(effect), confirmedBy);
      return { order: paid, applied: true };
    });
    if (result.applied)
      logger.info({ orderId: order.providerOrderId, paymentId }, 'payment confirmed');
    metrics.paymentSettled(order.purpose, result.applied ? 'captured' : 'replayed');
    for (const effect of effects) {
      await effect().catch((error: unknown) =>
        logger.error({ err: error, orderId: order.providerOrderId }, 'after-payment effect failed'),
      );
    }
    return result;
  };

  /** A paid order reported by Razorpay, checked against what was asked for. */
  const confirmFromWebhook = async (event: {
    orderId: string;
    paymentId: string;
    amount: number;
  }) => {
    const order = await repo.findOrderByProviderOrderId(db, event.orderId);
    if (!order) return { handled: false as const, reason: 'unknown order' };
    if (order.amount !== event.amount) {
      logger.warn(
        { orderId: event.orderId, expected: order.amount, got: event.amount },
        'webhook amount mismatch',
      );
      return { handled: false as const, reason: 'amount mismatch' };
    }
    const result = await confirm(order, event.paymentId, 'webhook');
    return { handled: true as const, applied: result.applied };
  };

  /**
   * The browser's confirmation (verify call): the signature must match the order we stored, and
   * the order must belong to the caller and be of the expected purpose.
   */
  const verifyFromBrowser = async (
    callerId: string,
    purpose: PaymentPurpose | readonly PaymentPurpose[],
    data: RazorpayPaymentData,
  ) => {
    const accepted: readonly PaymentPurpose[] = typeof purpose === 'string' ? [purpose] : purpose;
    const order = await repo.findOrderByProviderOrderId(db, data.razorpay_order_id);
    if (!order || order.accountId !== callerId || !accepted.includes(order.purpose))
      throw notFound('Payment order');
    if (
      !provider.isValidPaymentSignature(
        order.providerOrderId,
        data.razorpay_payment_id,
        data.razorpay_signature,
      )
    ) {
      metrics.paymentSettled(order.purpose, 'rejected');
      throw new AppError('VALIDATION_ERROR', {
        message: 'Payment verification failed: the signature does not match',
        details: [{ field: 'paymentData.razorpay_signature', message: 'Signature mismatch' }],
      });
    }
    return confirm(order, data.razorpay_payment_id, 'payer');
  };

  return {
    /**
     * The one way a module declares what a confirmed payment of its purpose means (at start, once
     * per purpose: a second declaration is a wiring mistake).
     */
    registerPurpose: (purpose: PaymentPurpose, definition: PaymentPurposeDefinition) => {
      if (purposes.has(purpose)) throw new Error(`payment purpose ${purpose} registered twice`);
      purposes.set(purpose, definition);
    },

    createOrder: async (
      db_: typeof db | Tx,
      input: {
        accountId: string;
        purpose: PaymentPurpose;
        reference: string;
        amount: number;
        description: string;
      },
    ) => {
      const { providerOrderId } = await provider.createOrder({
        amount: input.amount,
        receipt: randomUUID().slice(0, 30),
        notes: { purpose: input.purpose, reference: input.reference },
      });
      const row = await repo.insertPaymentOrder(db_, {
        ...input,
        provider: provider.name,
        providerOrderId,
        createdAt: clock.now(),
      });
      return { row, order: toPaymentOrder(row) };
    },

    toPaymentOrder,

    verifyFromBrowser,

    /**
     * POST /api/user/razorpay/verify: a card-checkout payment the browser reports (a booking or a
     * wallet top-up, whichever purposes declared `answerCheckout`), confirmed and answered in the
     * words of the module that asked for it; a replay changes nothing.
     */
    verifyCheckout: async (
      callerId: string,
      data: RazorpayPaymentData,
    ): Promise<VerifyPaymentResponse> => {
      const checkout = [...purposes].filter(([, definition]) => definition.answerCheckout);
      const result = await verifyFromBrowser(
        callerId,
        checkout.map(([purpose]) => purpose),
        data,
      );
      return purposes.get(result.order.purpose)!.answerCheckout!(result);
    },

    /**
     * POST /api/payments/razorpay/webhook (and the test-mode stand-in's refund deliveries): the
     * answer for Razorpay's delivery log.
     */
    receiveWebhook: createWebhookReceiver(provider, confirmFromWebhook, cardRefunds),

    /** Bookings (cancellation): the part of a refund that goes back to the card payments. */
    refundBookingToCard: cardRefunds.refundBookingToCard,

    /** Bookings (detail): `refund`, the booking's card refunds summed, or null. */
    bookingCardRefund: cardRefunds.bookingCardRefund,

    findOrderForAccount: async (accountId: string, providerOrderId: string) => {
      const order = await repo.findOrderByProviderOrderId(db, providerOrderId);
      if (!order || order.accountId !== accountId) throw notFound('Payment order');
      return order;
    },

    /**
     * Reconciliation (decision 028): a payment the provider captured whose tab never confirmed it,
     * confirmed through the same idempotent confirmation as verify and the webhook. Refuses (an
     * AppError) an order that is closed or paid by another payment; a person has to look.
     */
    confirmCaptured: async (order: PaymentOrderRow, providerPaymentId: string) =>
      confirm(order, providerPaymentId, 'reconciliation'),

    /**
     * Reconciliation (decision 028): a refund the provider settled (processed or failed) that is
     * still pending on our books, settled through the same transition as the `refund.processed`
     * and `refund.failed` webhooks, once. Answers whether anything changed.
     */
    applyProviderRefund: cardRefunds.applyProviderRefund,

    /** Reconciliation: the provider's refunds of a window, through the adapter that made them. */
    listProviderRefunds: cardRefunds.listProviderRefunds,

    /** Reconciliation: our card refunds the provider names, by our receipt or its refund id. */
    findCardRefundsNamed: cardRefunds.findCardRefundsNamed,

    /** Reconciliation: our orders of these provider order ids. */
    findOrdersByProviderOrderIds: (providerOrderIds: string[]) =>
      repo.findOrdersByProviderOrderIds(db, providerOrderIds),

    /** Reconciliation: the orders of this provider paid within the window. */
    listOrdersPaidBetween: (from: Date, to: Date) =>
      repo.listOrdersPaidBetween(db, provider.name, from, to),

    /**
     * Test mode: the checkout's Pay captured a payment. Whoever keeps the stand-in's list of
     * captured payments (the money-out provider, read by the reconciliation) listens here.
     */
    onTestCapture: (listener: (payment: CapturedTestPayment) => void) => {
      testCaptureListeners.push(listener);
    },
    recordTestCapture: (payment: CapturedTestPayment) => {
      for (const listener of testCaptureListeners) listener(payment);
    },

    failOrder: async (order: PaymentOrderRow) => {
      await repo.markOrderFailed(db, order.id);
      metrics.paymentSettled(order.purpose, 'failed');
    },
  };
};
export type PaymentsService = ReturnType<typeof createPaymentsService>;
