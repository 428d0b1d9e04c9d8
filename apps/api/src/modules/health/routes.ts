import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { pingRedis } from '../../lib/redis';

const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /** Only in demo mode (NESTLY_DEMO=true): this is not a real service. */
  demo: z.literal(true).optional(),
});

const checkStateSchema = z.enum(['ok', 'failing']);
const checksSchema = z.object({
  database: checkStateSchema,
  redis: checkStateSchema.optional(),
  storage: checkStateSchema,
});
const readyResponseSchema = z.object({ status: z.literal('ok'), checks: checksSchema });

/** A readiness check gives up after this long: a hung dependency counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

const withinTimeout = async (work: Promise<unknown>) => {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok' as const;
  } catch {
    return 'failing' as const;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * GET /api/health (liveness: answers while the process lives, so a database outage never gets
 * every process restarted) and GET /api/ready (readiness: every configured dependency answers;
 * a load balancer sends traffic only to ready processes). PRODUCT.md, Running it in production.
 */
export const registerHealthRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness: answers while the process lives',
      response: { 200: healthResponseSchema },
    },
    handler: async () => ({
      status: 'ok' as const,
      db: deps.dbKind,
      ...(deps.env.NESTLY_DEMO && { demo: true as const }),
    }),
  });

  api.get('/api/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Readiness: the database, Redis (when configured) and storage all answer',
      description:
        'A 503 is the error body with `status: "unavailable"` and `checks`, naming what does not answer.',
      response: { 200: readyResponseSchema, 503: errorBodySchema },
    },
    handler: async (request, reply) => {
      const [database, redis, storage] = await Promise.all([
        withinTimeout(deps.db.execute(sql`select 1`)),
        deps.redis ? withinTimeout(pingRedis(deps.redis, CHECK_TIMEOUT_MS)) : undefined,
        withinTimeout(deps.storage.check()),
      ]);
      const checks = { database, ...(redis && { redis }), storage };
      const failing = Object.entries(checks)
        .filter(([, state]) => state === 'failing')
        .map(([name]) => name);
      if (failing.length === 0) return { status: 'ok' as const, checks };
      request.log.warn({ failing }, 'not ready');
      return reply.status(503).send({
        status: 'unavailable' as const,
        checks,
        message: `Not ready: ${failing.join(', ')} ${failing.length === 1 ? 'does' : 'do'} not answer`,
        code: 'SERVICE_UNAVAILABLE' as const,
        requestId: request.id,
      });
    },
  });
};
