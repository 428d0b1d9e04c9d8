import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestContext, requestIdFor } from '../lib/request-context';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's `genReqId`: the caller's `x-request-id` when sane, else a new UUID (never `req-1`). */
export const requestIdOf = (request: { headers: FastifyRequest['headers'] }) =>
  requestIdFor(request.headers[REQUEST_ID_HEADER]);

/**
 * Every answer carries its request's id in `x-request-id` (PRODUCT.md, Running it in production),
 * and the rest of the request runs inside its context, so every line logged while serving it (a
 * service's own logger included) carries the id too. Error bodies add it as `requestId`
 * (plugins/error-handler.ts).
 */
export const registerRequestId = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestContext.run({ requestId: request.id }, done);
  });
};
