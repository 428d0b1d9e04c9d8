import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBodySchema, errorCodesWithStatus } from '@nestly/shared';

/** What each error status means to a client; the codes it can carry are listed after it. */
const MEANING = {
  400: 'Bad input: the fields at fault are in `details`',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in, but not allowed: wrong role, blocked, unverified or over a plan limit',
  404: 'Not found',
  408: 'The request did not arrive in time; the connection is closed',
  409: 'Conflicts with the current state: dates taken, a duplicate, a stale price',
  413: 'The body or an uploaded file is too large',
  415: 'The body is in a format this route does not read',
  422: 'The Idempotency-Key was already used for a different request',
  429: 'Too many requests: wait for the time in Retry-After',
  431: 'The request headers (cookies included) are too large',
  500: 'Something went wrong on our side (nothing about it is revealed)',
  503: 'Busy or timed out: try again after the time in Retry-After',
} as const;

export type ErrorStatus = keyof typeof MEANING;

/**
 * One error answer for a route's `response:` block: the shared error body, described with the
 * meaning of the status and every catalogue code that comes with it.
 */
export const errorAnswer = (status: ErrorStatus) => ({
  description: `${MEANING[status]}. Codes: ${errorCodesWithStatus(status).join(', ')}`,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** The answers of `statuses`, to spread into a route's `response:` (e.g. a 409 or a 429). */
export const errorAnswers = (...statuses: ErrorStatus[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorAnswer(status)]));

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

/**
 * The error answers a route can give, read from what it declares, so no route lists them by hand:
 * - every route: 400 (the NUL check of plugins/input-safety.ts reads every path and query, and a
 *   schema refuses bad input), 408 and 431 (a request trickled in too slowly, headers too large:
 *   answered by plugins/client-errors.ts before any route), 500 and 503 (the database busy, the
 *   handler timed out);
 * - a guarded route (access other than 'public'): 401 and 403;
 * - a path parameter (`:id`): 404 when it names nothing;
 * - a method that carries a body: 413 (body limit, upload limits) and 415 (unknown content type).
 * A 404 without a path parameter, a 409 and a 429 depend on the rules behind a route, so those
 * routes declare them themselves (with `errorAnswers`).
 */
export const errorStatusesOf = (route: RouteOptions): ErrorStatus[] => {
  const statuses: ErrorStatus[] = [400];
  if (route.config?.access && route.config.access !== 'public') statuses.push(401, 403);
  if (route.url.includes(':')) statuses.push(404);
  if (methodsOf(route).some((method) => BODY_METHODS.has(method))) statuses.push(413, 415);
  statuses.push(408, 431, 500, 503);
  return statuses;
};

/**
 * Adds its error answers to every /api route registered after it (register it before the
 * modules). What a route declared itself for a status wins. Besides the OpenAPI document, the
 * answers give every error body the same serialiser, which is loose, so no field is dropped.
 */
export const registerErrorAnswers = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
    const response: Record<string, unknown> = { ...declared };
    for (const status of errorStatusesOf(route)) response[status] ??= errorAnswer(status);
    // A new schema object: route files may share one `response` object between routes.
    route.schema = { ...route.schema, response };
  });
};
