import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listReconciliationQuerySchema,
  listReconciliationResponseSchema,
  reconciliationFindingResponseSchema,
  resolveReconciliationFindingInputSchema,
} from '@nestly/shared';
import { errorAnswers } from '../../plugins/error-answers';
import type { ReconciliationService } from './service';

const tags = ['payouts'];
const idParams = z.strictObject({ id: z.uuid({ error: 'Invalid id' }) });

/** The admins' view of the daily reconciliation (PRODUCT.md, Money out: "Reconciliation"). */
export const registerReconciliationRoutes = (
  app: FastifyInstance,
  reconciliation: ReconciliationService,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/admin/reconciliation', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary:
        'What the provider and our books disagree about (open first), with money in transit and failed payouts',
      querystring: listReconciliationQuerySchema,
      response: { 200: listReconciliationResponseSchema },
    },
    handler: async (request) => reconciliation.list(request.query),
  });

  api.post('/api/admin/reconciliation/:id/resolve', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Close an open finding, saying what was done about it',
      params: idParams,
      body: resolveReconciliationFindingInputSchema,
      response: { 200: reconciliationFindingResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => ({
      data: await reconciliation.resolve(request.params.id, request.body.resolution),
    }),
  });
};
