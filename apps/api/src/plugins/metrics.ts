import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';
import { sendError } from './error-handler';

const isToken = (header: string | undefined, token: string) => {
  const expected = Buffer.from(`Bearer ${token}`);
  const sent = Buffer.from(header ?? '');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
};

/**
 * Times every request by its route pattern (never its raw URL: the label stays bounded; a request
 * no route matched is `unmatched`), and serves GET /api/metrics in Prometheus's text format to a
 * caller with `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN, or with another
 * token, it answers the 404 of any unknown route, so it says nothing about itself.
 */
export const registerMetrics = (
  app: FastifyInstance,
  metrics: Metrics,
  metricsToken: string | undefined,
) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/api/metrics', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Prometheus metrics (with Authorization: Bearer <METRICS_TOKEN>; 404 otherwise)',
    },
    handler: async (request, reply) => {
      if (!metricsToken || !isToken(request.headers.authorization, metricsToken)) {
        return sendError(request, reply, 404, {
          message: `Route GET ${request.url.split('?')[0]} not found`,
          code: 'NOT_FOUND',
        });
      }
      reply.header('Cache-Control', 'no-store').type(metrics.contentType);
      return reply.send(await metrics.render());
    },
  });
};
