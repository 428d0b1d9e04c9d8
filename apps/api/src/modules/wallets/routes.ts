import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  walletQuerySchema,
  walletResponseSchema,
  walletTopUpInputSchema,
  walletTopUpResponseSchema,
} from '@nestly/shared';
import type { Idempotency } from '../../idempotency/http';
import { requireAccount, requireSelf } from '../../plugins/access';
import { errorAnswers } from '../../plugins/error-answers';
import type { WalletsService } from './service';

const tags = ['wallets'];

/** GET /api/{user,owner}/wallet/{id} ({id} is the caller's own) and the user's top-up. */
export const registerWalletRoutes = (
  app: FastifyInstance,
  wallets: WalletsService,
  idempotency: Idempotency,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const role of ['user', 'owner'] as const) {
    api.get(`/api/${role}/wallet/:id`, {
      config: { access: [role] },
      schema: {
        tags,
        summary: 'My wallet: balance and its ledger rows with the running balance',
        params: idParamsSchema,
        querystring: walletQuerySchema,
        response: { 200: walletResponseSchema },
      },
      handler: async (request) =>
        wallets.statement(
          requireSelf(request, request.params.id).id,
          request.query.page,
          request.query.limit,
        ),
    });
  }

  api.post('/api/user/wallet/top-up', {
    config: { access: ['user'] },
    schema: {
      tags,
      summary:
        'Add money to my wallet by card: answers the provider order (confirm with verify; an Idempotency-Key header makes a retry answer the same order)',
      body: walletTopUpInputSchema,
      response: { 200: walletTopUpResponseSchema, ...errorAnswers(422) },
    },
    handler: (request, reply) =>
      idempotency.honour(request, reply, async (target) => ({
        statusCode: 200,
        body: {
          message: 'Complete the payment to add the money',
          order: await wallets.startTopUp(target, requireAccount(request).id, request.body),
        },
      })),
  });
};
