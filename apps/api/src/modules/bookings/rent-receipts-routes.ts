import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rentStatementQuerySchema } from '@nestly/shared';
import { sendPrivateFile } from '../../lib/private-file';
import { requireAccount } from '../../plugins/access';
import { errorAnswers } from '../../plugins/error-answers';
import type { RentReceiptsService } from './rent-receipts-service';

const tags = ['bookings'];
const instalmentIdParams = z.strictObject({ id: z.uuid({ error: 'Invalid instalment id' }) });

/** Rent receipts and statements (PRODUCT.md, "Rent receipts"): PDFs only the tenant reads. */
export const registerRentReceiptRoutes = (app: FastifyInstance, receipts: RentReceiptsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = ['user'] as const;

  api.get('/api/user/instalments/:id/receipt', {
    config: {
      access,
      documentedAnswer: {
        status: 200,
        description: "The month's rent receipt (PDF), named after its receipt number",
        contentType: 'application/pdf',
      },
    },
    schema: {
      tags,
      summary:
        "A paid month's rent receipt, for HRA claims (404 for another's instalment, 409 while unpaid)",
      params: instalmentIdParams,
      response: errorAnswers(409),
    },
    handler: async (request, reply) => {
      const file = await receipts.receipt(requireAccount(request), request.params.id);
      return sendPrivateFile(reply, file, file.bytes);
    },
  });

  api.get('/api/user/rent-statement', {
    config: {
      access,
      documentedAnswer: {
        status: 200,
        description:
          'The rent statement (PDF) of an Indian financial year: the paid months whose period starts in it',
        contentType: 'application/pdf',
      },
    },
    schema: {
      tags,
      summary: 'The rent paid for periods starting in a financial year (`fy=2026-27`), as one PDF',
      querystring: rentStatementQuerySchema,
    },
    handler: async (request, reply) => {
      const file = await receipts.statement(requireAccount(request), request.query.fy);
      return sendPrivateFile(reply, file, file.bytes);
    },
  });
};
