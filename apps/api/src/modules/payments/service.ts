import { randomUUID } from 'node:crypto';
import type { PaymentOrder, RazorpayPaymentData } from '@nestly/shared';
import type { Tx } from '../../db/client';
import type { PaymentPurpose } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../app-deps';
import * as repo from './repo';
import type { PaymentOrderRow } from './repo';
import { createWebhookReceiver } from './webhook';

/**
 * What a paid order does (extend a plan, confirm a booking). Runs inside the confirmation's
 * transaction, once per order, whichever of verify and webhook arrives first.
 */
export type PaymentHandler = (
  tx: Tx,
  order: PaymentOrderRow,
  /** Runs `effect` once the confirmation has committed (e-mails must not announce a rollback). */
  afterCommit: (effect: () => Promise<void>) => void,
) => Promise<void>;

export interface ConfirmResult {
  order: PaymentOrderRow;
  /** False when this call found the order already confirmed (a replay): nothing changed. */
  applied: boolean;
}

export const createPaymentsService = (deps: AppDeps) => {
  const { db, payments: provider, clock, logger } = deps;
  const handlers = new Map<PaymentPurpose, PaymentHandler>();

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
  const confirm = async (order: PaymentOrderRow, paymentId: string): Promise<ConfirmResult> => {
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
      const handler = handlers.get(paid.purpose);
      if (!handler) throw new Error(`no payment handler for ${paid.purpose}`);
      await handler(tx, paid, (effect) => effects.push(effect));
      return { order: paid, applied: true };
    });
    if (result.applied)
      logger.info({ orderId: order.providerOrderId, paymentId }, 'payment confirmed');
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
    const result = await confirm(order, event.paymentId);
    return { handled: true as const, applied: result.applied };
  };

  return {
    registerHandler: (purpose: PaymentPurpose, handler: PaymentHandler) => {
      handlers.set(purpose, handler);
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

    /**
     * The browser's confirmation (verify call): the signature must match the order we stored, and
     * the order must belong to the caller and be of the expected purpose.
     */
    verifyFromBrowser: async (
      callerId: string,
      purpose: PaymentPurpose | readonly PaymentPurpose[],
      data: RazorpayPaymentData,
    ) => {
      const purposes: readonly PaymentPurpose[] = typeof purpose === 'string' ? [purpose] : purpose;
      const order = await repo.findOrderByProviderOrderId(db, data.razorpay_order_id);
      if (!order || order.accountId !== callerId || !purposes.includes(order.purpose))
        throw notFound('Payment order');
      if (
        !provider.isValidPaymentSignature(
          order.providerOrderId,
          data.razorpay_payment_id,
          data.razorpay_signature,
        )
      ) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Payment verification failed: the signature does not match',
          details: [{ field: 'paymentData.razorpay_signature', message: 'Signature mismatch' }],
        });
      }
      return confirm(order, data.razorpay_payment_id);
    },

    /** The provider's webhook: its signature over the raw body was checked by the route. */
    /** POST /api/payments/razorpay/webhook: the answer for Razorpay's delivery log. */
    receiveWebhook: createWebhookReceiver(provider, confirmFromWebhook),

    findOrderForAccount: async (accountId: string, providerOrderId: string) => {
      const order = await repo.findOrderByProviderOrderId(db, providerOrderId);
      if (!order || order.accountId !== accountId) throw notFound('Payment order');
      return order;
    },

    failOrder: async (order: PaymentOrderRow) => repo.markOrderFailed(db, order.id),
  };
};
export type PaymentsService = ReturnType<typeof createPaymentsService>;
