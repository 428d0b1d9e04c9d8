import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listAdminPayoutsQuerySchema,
  listAdminPayoutsResponseSchema,
  listPayoutsQuerySchema,
  listPayoutsResponseSchema,
  messageResponseSchema,
  payoutAccountResponseSchema,
  payoutAccountSettingsInputSchema,
  payoutResponseSchema,
  setPayoutAccountInputSchema,
  withdrawInputSchema,
} from '@nestly/shared';
import type { Idempotency } from '../../idempotency/http';
import { WEBHOOK_PATHS } from '../../lib/payouts-provider';
import { requireAccount } from '../../plugins/access';
import { errorAnswers } from '../../plugins/error-answers';
import { registerSignedWebhook } from '../../plugins/signed-webhook';
import type { PayoutPerson, PayoutsService } from './service';

const tags = ['payouts'];

/** The caller, as a person with a wallet (the route's access already allows only its role). */
const personOf = (request: FastifyRequest, role: 'user' | 'owner'): PayoutPerson => ({
  id: requireAccount(request).id,
  role,
});

/** Money out's routes (PRODUCT.md, Money out): payout accounts, withdrawals, lists, the webhook. */
export const registerPayoutRoutes = (
  app: FastifyInstance,
  payouts: PayoutsService,
  idempotency: Idempotency,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const role of ['user', 'owner'] as const) {
    api.get(`/api/${role}/payout-account`, {
      config: { access: [role] },
      schema: {
        tags,
        summary: 'My payout account (never the full account number), or null',
        response: { 200: payoutAccountResponseSchema },
      },
      handler: async (request) => ({ data: await payouts.getAccount(requireAccount(request).id) }),
    });

    api.put(`/api/${role}/payout-account`, {
      config: { access: [role] },
      schema: {
        tags,
        summary:
          'Set my payout account (password again; checked by the bank; e-mailed; a replacement holds payouts 24 hours)',
        body: setPayoutAccountInputSchema,
        response: { 200: payoutAccountResponseSchema, ...errorAnswers(409, 429) },
      },
      handler: async (request) => ({
        data: await payouts.setAccount(personOf(request, role), request.body),
      }),
    });

    if (role === 'owner') {
      api.patch('/api/owner/payout-account', {
        config: { access: ['owner'] },
        schema: {
          tags,
          summary: 'Weekly automatic payouts on or off (every Monday, ₹100 or more available)',
          body: payoutAccountSettingsInputSchema,
          response: { 200: payoutAccountResponseSchema, ...errorAnswers(409) },
        },
        handler: async (request) => ({
          data: await payouts.setAutoPayout(requireAccount(request).id, request.body.autoPayout),
        }),
      });
    }

    api.post(`/api/${role}/payout-account/code`, {
      config: { access: [role] },
      schema: {
        tags,
        summary:
          'Mail me a code that confirms a new payout account (for accounts without a password)',
        response: { 200: messageResponseSchema, ...errorAnswers(429) },
      },
      handler: async (request) => {
        await payouts.requestCode(requireAccount(request).id);
        return { message: 'We e-mailed you a code. Enter it to confirm your new payout account.' };
      },
    });

    api.post(`/api/${role}/wallet/withdraw`, {
      config: { access: [role] },
      schema: {
        tags,
        summary: 'Withdraw available money to my payout account (Idempotency-Key header required)',
        body: withdrawInputSchema,
        response: { 201: payoutResponseSchema, ...errorAnswers(409, 422) },
      },
      handler: (request, reply) =>
        idempotency.answer(request, reply, { required: true }, async (tx) => ({
          statusCode: 201,
          body: { data: await payouts.withdraw(tx, personOf(request, role), request.body) },
        })),
    });

    api.get(`/api/${role}/payouts`, {
      config: { access: [role] },
      schema: {
        tags,
        summary: 'My payouts, newest first',
        querystring: listPayoutsQuerySchema,
        response: { 200: listPayoutsResponseSchema },
      },
      handler: async (request) =>
        payouts.listMine(requireAccount(request).id, request.query.page, request.query.limit),
    });
  }

  api.get('/api/admin/payouts', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'Every payout, newest first, optionally of one status',
      querystring: listAdminPayoutsQuerySchema,
      response: { 200: listAdminPayoutsResponseSchema },
    },
    handler: async (request) => payouts.listAll(request.query),
  });

  // Here beside the payouts it settles, not in payments with Razorpay's: this module needs
  // payments (the test stand-in's deliveries of card refunds), so payments cannot need it.
  registerSignedWebhook(app, {
    path: WEBHOOK_PATHS.razorpayx,
    tags,
    summary: 'RazorpayX payout webhook (signature over the raw body; each event once)',
    errors: [403],
    receive: payouts.receiveWebhook,
  });
};
