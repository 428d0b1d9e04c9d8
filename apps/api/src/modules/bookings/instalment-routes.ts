import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  payInstalmentInputSchema,
  payInstalmentResponseSchema,
  setAutopayInputSchema,
  setAutopayResponseSchema,
} from '@nestly/shared';
import type { Idempotency } from '../../idempotency/http';
import { requireAccount } from '../../plugins/access';
import { errorAnswers } from '../../plugins/error-answers';
import type { InstalmentPayments } from './instalment-payments';

const tags = ['bookings'];
const instalmentIdParams = z.strictObject({ id: z.uuid({ error: 'Invalid instalment id' }) });
const bookingIdParams = z.strictObject({ id: z.uuid({ error: 'Invalid booking id' }) });

/** Long stays (decision 027): the tenant pays a month, and switches autopay. */
export const registerInstalmentRoutes = (
  app: FastifyInstance,
  { instalments, idempotency }: { instalments: InstalmentPayments; idempotency: Idempotency },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = ['user'] as const;

  api.post('/api/user/instalments/:id/pay', {
    config: { access },
    schema: {
      tags,
      summary:
        'Pay a month of my stay: from the wallet at once, or a card order confirmed by /razorpay/verify; a paid month answers as paid (an Idempotency-Key header makes a retry answer the same)',
      params: instalmentIdParams,
      body: payInstalmentInputSchema,
      response: { 200: payInstalmentResponseSchema, ...errorAnswers(404, 409, 422) },
    },
    handler: (request, reply) => {
      const callerId = requireAccount(request).id;
      return idempotency.honour(request, reply, async (target) => ({
        statusCode: 200,
        body: await instalments.pay(target, callerId, request.params.id, request.body.method),
      }));
    },
  });

  api.patch('/api/user/bookings/:id/autopay', {
    config: { access },
    schema: {
      tags,
      summary: "Switch autopay: each month taken from the wallet on its due date (my stay's)",
      params: bookingIdParams,
      body: setAutopayInputSchema,
      response: { 200: setAutopayResponseSchema, ...errorAnswers(404, 409) },
    },
    handler: async (request) =>
      instalments.setAutopay(requireAccount(request).id, request.params.id, request.body.enabled),
  });
};
