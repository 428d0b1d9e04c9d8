import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';

const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});

/** GET /api/health (operating contract): 200 when the database answers. */
export const registerHealthRoutes = (app: FastifyInstance, deps: AppDeps) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      response: { 200: healthResponseSchema },
    },
    handler: async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: deps.dbKind };
    },
  });
};
