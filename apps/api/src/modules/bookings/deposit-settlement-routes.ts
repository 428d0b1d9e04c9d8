import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  depositDisputeInputSchema,
  depositDisputeListResponseSchema,
  depositDisputesQuerySchema,
  depositSettlementMutationResponseSchema,
  depositSettlementProposalShapeSchema,
  resolveDepositDisputeResponseSchema,
  resolveDepositDisputeShapeSchema,
} from '@nestly/shared';
import { requireAccount } from '../../plugins/access';
import { errorAnswers } from '../../plugins/error-answers';
import type { BookingsService } from './service';

const tags = ['deposit settlement'];
const bookingIdParams = z.strictObject({ id: z.uuid({ error: 'Invalid booking id' }) });
const disputeIdParams = z.strictObject({ id: z.uuid({ error: 'Invalid dispute id' }) });

/**
 * The move-out deposit settlement (PRODUCT.md "Long stays, month by month"; decision 027): the
 * owner's proposal, the tenant's answer, the admin's disputes. Someone else's booking is 404; a
 * settlement not in the state an answer needs is 409.
 */
export const registerDepositSettlementRoutes = (
  app: FastifyInstance,
  bookings: BookingsService,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/owner/bookings/:id/deposit-settlement', {
    config: { access: ['owner'] },
    schema: {
      tags,
      summary:
        'Propose the deposit settlement of an ended stay: itemised deductions (at most the deposit); none returns the whole deposit at once',
      params: bookingIdParams,
      body: depositSettlementProposalShapeSchema,
      response: { 200: depositSettlementMutationResponseSchema, ...errorAnswers(404, 409) },
    },
    handler: async (request) =>
      bookings.proposeDepositSettlement(
        requireAccount(request).id,
        request.params.id,
        request.body,
      ),
  });

  api.post('/api/user/bookings/:id/deposit-settlement/accept', {
    config: { access: ['user'] },
    schema: {
      tags,
      summary: "Accept the owner's proposed deductions: the deposit is settled at once",
      params: bookingIdParams,
      response: { 200: depositSettlementMutationResponseSchema, ...errorAnswers(404, 409) },
    },
    handler: async (request) =>
      bookings.acceptDepositSettlement(requireAccount(request).id, request.params.id),
  });

  api.post('/api/user/bookings/:id/deposit-settlement/dispute', {
    config: { access: ['user'] },
    schema: {
      tags,
      summary: "Dispute the owner's proposed deductions: an admin decides",
      params: bookingIdParams,
      body: depositDisputeInputSchema,
      response: { 200: depositSettlementMutationResponseSchema, ...errorAnswers(404, 409) },
    },
    handler: async (request) =>
      bookings.disputeDepositSettlement(
        requireAccount(request).id,
        request.params.id,
        request.body.reason,
      ),
  });

  api.get('/api/admin/deposit-disputes', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Disputed deposit settlements, newest first, optionally by status',
      querystring: depositDisputesQuerySchema,
      response: { 200: depositDisputeListResponseSchema },
    },
    handler: async (request) => {
      const { page, limit, status } = request.query;
      return bookings.listDepositDisputes({ status }, page, limit);
    },
  });

  api.post('/api/admin/deposit-disputes/:id/resolve', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Decide a dispute: what the owner keeps (0 to the deposit), the rest to the tenant',
      params: disputeIdParams,
      body: resolveDepositDisputeShapeSchema,
      response: { 200: resolveDepositDisputeResponseSchema, ...errorAnswers(404, 409) },
    },
    handler: async (request) =>
      bookings.resolveDepositDispute(requireAccount(request).id, request.params.id, request.body),
  });
};
