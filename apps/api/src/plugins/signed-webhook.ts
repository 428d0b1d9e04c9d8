import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@nestly/shared';
import { AppError } from '../lib/app-error';
import { errorAnswers, type ErrorStatus } from './error-answers';

/** A provider's delivery as the route received it: the signature is over the raw text. */
export interface SignedDelivery {
  rawBody: string;
  signature: unknown;
  eventId: unknown;
  body: unknown;
}

/** The webhook's body as received, for its signature (kept per request, dropped with it). */
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * A provider's webhook route (Razorpay's for card refunds in payments, RazorpayX's for payouts in
 * payouts): public, answered with a message, in a JSON parser scope of its own that keeps the raw
 * text for the signature while the parsed body goes through the same input checks as every other
 * route. `receive` checks the signature first (403) and handles each event once.
 */
export const registerSignedWebhook = (
  app: FastifyInstance,
  route: {
    path: string;
    tags: string[];
    summary: string;
    errors: ErrorStatus[];
    receive: (delivery: SignedDelivery) => Promise<string>;
  },
) => {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (request, body, done) => {
        const rawBody = String(body);
        rawBodies.set(request, rawBody);
        try {
          done(null, JSON.parse(rawBody));
        } catch {
          done(new AppError('VALIDATION_ERROR', { message: 'Malformed webhook payload' }));
        }
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(route.path, {
      config: { access: 'public' },
      schema: {
        tags: route.tags,
        summary: route.summary,
        response: { 200: messageResponseSchema, ...errorAnswers(...route.errors) },
      },
      handler: async (request) => ({
        message: await route.receive({
          rawBody: rawBodies.get(request) ?? '',
          signature: request.headers['x-razorpay-signature'],
          eventId: request.headers['x-razorpay-event-id'],
          body: request.body,
        }),
      }),
    });
  });
};
