import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../lib/payments';
import { parseMoneyOutEvent } from '../../lib/payouts-provider';
import type { CardRefunds } from './card-refunds';

/** Razorpay's webhook payload, reduced to what we read. */
const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({ id: z.string(), order_id: z.string(), amount: z.number().int() }),
        })
        .optional(),
    })
    .optional(),
});

/** The events that mean money arrived; every other event is acknowledged and ignored. */
const PAID_EVENTS = ['payment.captured', 'order.paid'];

type ConfirmFromWebhook = (event: {
  orderId: string;
  paymentId: string;
  amount: number;
}) => Promise<{ handled: true; applied: boolean } | { handled: false; reason: string }>;

/**
 * A Razorpay webhook: the signature over the raw body first (403 without it), then a payment
 * event confirms its order, idempotently. Answers the line Razorpay's delivery log shows.
 */
export const createWebhookReceiver =
  (
    provider: PaymentProvider,
    confirmFromWebhook: ConfirmFromWebhook,
    cardRefunds: Pick<CardRefunds, 'receiveRefundEvent'>,
  ) =>
  async (delivery: {
    rawBody: string;
    signature: unknown;
    eventId?: unknown;
    body: unknown;
  }): Promise<string> => {
    const { rawBody, signature } = delivery;
    if (typeof signature !== 'string' || !provider.isValidWebhookSignature(rawBody, signature)) {
      throw new AppError('FORBIDDEN', { message: 'Invalid webhook signature' });
    }
    // Refunds to the card (decision 028): settled once per event id by the card refunds.
    const event = (delivery.body as { event?: unknown } | null)?.event;
    if (event === 'refund.processed' || event === 'refund.failed') {
      let parsed;
      try {
        parsed = parseMoneyOutEvent(String(delivery.eventId ?? ''), delivery.body);
      } catch {
        throw new AppError('VALIDATION_ERROR', { message: 'Malformed webhook payload' });
      }
      if (parsed.type !== 'refund.processed' && parsed.type !== 'refund.failed') return 'ignored';
      return cardRefunds.receiveRefundEvent({
        eventId: delivery.eventId,
        type: parsed.type,
        refund: parsed.refund,
      });
    }
    const checked = webhookSchema.safeParse(delivery.body);
    if (!checked.success) {
      throw new AppError('VALIDATION_ERROR', { message: 'Malformed webhook payload' });
    }
    const payment = checked.data.payload?.payment?.entity;
    if (!payment || !PAID_EVENTS.includes(checked.data.event)) return 'ignored';
    const result = await confirmFromWebhook({
      orderId: payment.order_id,
      paymentId: payment.id,
      amount: payment.amount,
    });
    if (!result.handled) return `ignored: ${result.reason}`;
    return result.applied ? 'confirmed' : 'already confirmed';
  };
