import type { FastifyInstance } from 'fastify';
import { TEST_MODE_RAZORPAY_SECRET } from '../../config/env';
import { signWebhook } from '../../lib/payments';

/** POSTs `body` to the provider webhook, signed with `secret` (the test-mode one unless given). */
export const sendWebhook = (
  app: FastifyInstance,
  body: object,
  secret = TEST_MODE_RAZORPAY_SECRET,
) => {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signWebhook(secret, raw),
    },
    payload: raw,
  });
};

/** The provider's `payment.captured` event for one payment of an order. */
export const capturedEvent = (orderId: string, paymentId: string, amount: number) => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount } } },
});
