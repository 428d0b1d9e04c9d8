import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  subscribeInputSchema,
  subscribeResponseSchema,
  subscriptionStatusResponseSchema,
  verifySubscriptionInputSchema,
  verifySubscriptionResponseSchema,
} from '@nestly/shared';
import type { Idempotency } from '../../idempotency/http';
import { requireAccount } from '../../plugins/access';
import type { SubscriptionsService } from './service';
import { errorAnswers } from '../../plugins/error-answers';

const access = ['owner'] as const;
/** Spec section 5: subscribe and verify-subscription answer "Not authenticated as owner". */
const wrongRole = {
  code: 'NOT_AUTHENTICATED_AS_OWNER',
  message: MESSAGES.NOT_AUTHENTICATED_AS_OWNER,
} as const;
const tags = ['subscriptions'];

export const registerSubscriptionRoutes = (
  app: FastifyInstance,
  subscriptions: SubscriptionsService,
  idempotency: Idempotency,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/owner/subscription', {
    config: { access },
    schema: {
      tags,
      summary: 'Plans, the current plan and how many listings it uses',
      response: { 200: subscriptionStatusResponseSchema },
    },
    handler: async (request) => subscriptions.getStatus(requireAccount(request).id),
  });

  api.post('/api/owner/subscription', {
    config: { access, wrongRole },
    schema: {
      tags,
      summary:
        'Start buying a plan: answers the provider order for the checkout (an Idempotency-Key header makes a retry answer the same order)',
      body: subscribeInputSchema,
      response: { 200: subscribeResponseSchema, ...errorAnswers(422) },
    },
    handler: (request, reply) =>
      idempotency.honour(request, reply, async (target) => {
        const { plan, order, upgrade } = await subscriptions.subscribe(
          target,
          requireAccount(request),
          request.body,
        );
        return {
          statusCode: 200,
          body: {
            message: upgrade
              ? `Complete the payment to upgrade to ${plan.name} today`
              : `Complete the payment to activate ${plan.name}`,
            plan,
            order,
            ...(upgrade && { upgrade }),
          },
        };
      }),
  });

  api.post('/api/owner/verify-subscription', {
    config: { access, wrongRole },
    schema: {
      tags,
      summary: 'Confirm a plan payment (idempotent: a replay changes nothing)',
      body: verifySubscriptionInputSchema,
      response: { 200: verifySubscriptionResponseSchema, ...errorAnswers(404, 409) },
    },
    handler: async (request) => {
      const result = await subscriptions.verify(requireAccount(request), request.body.paymentData);
      return {
        message: result.applied
          ? `Your ${result.subscription.planName} plan is active`
          : 'This payment was already confirmed',
        subscription: result.subscription,
      };
    },
  });
};
