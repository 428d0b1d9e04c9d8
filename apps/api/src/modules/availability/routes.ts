import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityResponseSchema,
  dateBlockInputSchema,
  dateBlockListResponseSchema,
  dateBlockMutationResponseSchema,
} from '@nestly/shared';
import { requireAccount } from '../../plugins/access';
import type { AvailabilityService } from './service';
import { errorAnswers } from '../../plugins/error-answers';

const tags = ['availability'];
const propertyIdParams = z.strictObject({ id: z.uuid({ error: 'Invalid property id' }) });
const blockParams = propertyIdParams.extend({ blockId: z.uuid({ error: 'Invalid block id' }) });

export const registerAvailabilityRoutes = (
  app: FastifyInstance,
  availability: AvailabilityService,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const role of ['user', 'owner'] as const) {
    api.get(`/api/${role}/property/:id/availability`, {
      config: { access: [role] },
      schema: {
        tags,
        summary: 'The days from today on that are taken (booked or blocked), without details',
        params: propertyIdParams,
        response: { 200: availabilityResponseSchema },
      },
      handler: async (request) => ({
        taken: await availability.taken(requireAccount(request), request.params.id),
      }),
    });
  }

  api.get('/api/owner/property/:id/blocks', {
    config: { access: ['owner'] },
    schema: {
      tags,
      summary: 'My date blocks on my home, from today on',
      params: propertyIdParams,
      response: { 200: dateBlockListResponseSchema },
    },
    handler: async (request) => ({
      data: await availability.listBlocks(requireAccount(request).id, request.params.id),
    }),
  });

  api.post('/api/owner/property/:id/blocks', {
    config: { access: ['owner'] },
    schema: {
      tags,
      summary: 'Block dates on my home (maintenance, personal use); overlaps answer 409',
      params: propertyIdParams,
      body: dateBlockInputSchema,
      response: { 201: dateBlockMutationResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request, reply) => {
      const block = await availability.addBlock(
        requireAccount(request).id,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return { message: 'Dates blocked', block };
    },
  });

  api.delete('/api/owner/property/:id/blocks/:blockId', {
    config: { access: ['owner'] },
    schema: {
      tags,
      summary: 'Free a date block',
      params: blockParams,
      response: { 200: z.object({ message: z.string() }) },
    },
    handler: async (request) => {
      await availability.removeBlock(
        requireAccount(request).id,
        request.params.id,
        request.params.blockId,
      );
      return { message: 'Dates freed' };
    },
  });
};
