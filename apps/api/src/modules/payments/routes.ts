import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageResponseSchema,
  razorpayPaymentDataSchema,
  testCheckoutOrderSchema,
  testCheckoutPayResponseSchema,
  verifyPaymentResponseSchema,
} from '@nestly/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import { WEBHOOK_PATHS } from '../../lib/payouts-provider';
import { requireAccount } from '../../plugins/access';
import type { PaymentsService } from './service';
import { errorAnswers } from '../../plugins/error-answers';
import { registerSignedWebhook } from '../../plugins/signed-webhook';

const orderParams = z.strictObject({ orderId: z.string().min(1).max(100) });

export const registerPaymentRoutes = (
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsService,
) => {
  const tags = ['payments'];

  registerSignedWebhook(app, {
    path: WEBHOOK_PATHS.razorpay,
    tags,
    summary: 'Razorpay webhook (signature over the raw body; idempotent)',
    errors: [403, 409],
    receive: payments.receiveWebhook,
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  // The card checkout's confirmation, for every purpose that declared how to answer it (a booking,
  // a top-up). Listed under bookings in the API document, where the checkout's calls are.
  api.post('/api/user/razorpay/verify', {
    config: { access: ['user'] },
    schema: {
      tags: ['bookings'],
      summary: 'Confirm a card payment (a booking or a wallet top-up); a replay changes nothing',
      body: razorpayPaymentDataSchema,
      response: { 200: verifyPaymentResponseSchema, ...errorAnswers(404, 409) },
    },
    handler: async (request) => payments.verifyCheckout(requireAccount(request).id, request.body),
  });

  const testMode = () => {
    if (!deps.payments.simulatePayment) throw notFound('Test checkout');
    return deps.payments.simulatePayment;
  };

  api.get('/api/payments/test-checkout/:orderId', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Test mode: the order the local checkout shows',
      params: orderParams,
      response: { 200: testCheckoutOrderSchema },
    },
    handler: async (request) => {
      testMode();
      const order = await payments.findOrderForAccount(
        requireAccount(request).id,
        request.params.orderId,
      );
      return {
        orderId: order.providerOrderId,
        amount: order.amount,
        currency: 'INR' as const,
        description: order.description,
        status: order.status,
      };
    },
  });

  api.post('/api/payments/test-checkout/:orderId/pay', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "Test mode: pay; answers what Razorpay's checkout would hand the browser",
      params: orderParams,
      response: { 200: testCheckoutPayResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => {
      const simulate = testMode();
      const order = await payments.findOrderForAccount(
        requireAccount(request).id,
        request.params.orderId,
      );
      if (order.status !== 'created')
        throw new AppError('CONFLICT', { message: `This order is already ${order.status}` });
      const { paymentId, signature } = simulate(order.providerOrderId);
      // Captured now, as at Razorpay: a tab that closes before verify leaves it to reconciliation.
      payments.recordTestCapture({
        providerPaymentId: paymentId,
        providerOrderId: order.providerOrderId,
        amount: order.amount,
      });
      return {
        razorpay_order_id: order.providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      };
    },
  });

  api.post('/api/payments/test-checkout/:orderId/fail', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Test mode: the payment fails',
      params: orderParams,
      response: { 200: messageResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => {
      testMode();
      const order = await payments.findOrderForAccount(
        requireAccount(request).id,
        request.params.orderId,
      );
      await payments.failOrder(order);
      return { message: 'Payment failed' };
    },
  });
};
