import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OffsetClock } from '../../lib/clock';
import type { JobRunner } from '../../jobs/runner';
import { BOOKING_RECURRING_JOBS } from '../bookings/index';

const clockInputSchema = z.strictObject({
  offsetDays: z.number().int().min(-3650).max(3650),
});

/**
 * Only registered with NESTLY_TEST_CONTROLS=true (the end-to-end suite's server): moves the
 * server's clock so a browser test can live past a stay, then runs the recurring jobs at once.
 */
export const registerTestControlRoutes = (
  app: FastifyInstance,
  clock: OffsetClock,
  jobs: JobRunner,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/test/clock', {
    config: { access: 'public' },
    schema: {
      tags: ['test controls'],
      summary: 'Test mode only: set the clock offset in days and run the booking jobs',
      body: clockInputSchema,
      response: {
        200: z.object({
          now: z.string(),
          expired: z.number().int(),
          completed: z.number().int(),
        }),
      },
    },
    handler: async (request) => {
      clock.setOffset(request.body.offsetDays * 86_400_000);
      const ran = await jobs.runRecurring();
      return {
        now: clock.now().toISOString(),
        expired: ran[BOOKING_RECURRING_JOBS.expireUnpaid] ?? 0,
        completed: ran[BOOKING_RECURRING_JOBS.completeFinishedStays] ?? 0,
      };
    },
  });
};
