import type { FastifyBaseLogger } from 'fastify';
import type { BookingsService } from './service';

/**
 * The booking jobs run inside every API process: once at start (catching up on anything due while
 * no process ran) and then every `intervalSeconds`. Work is claimed with FOR UPDATE SKIP LOCKED, so
 * processes running them at the same moment share the work instead of doing it twice.
 */
export const createBookingJobs = (
  bookings: BookingsService,
  logger: FastifyBaseLogger,
  intervalSeconds: number,
  /** Other time-driven work run on the same beat (the plans' "ends in 3 days" reminders). */
  remindEndingPlans: () => Promise<number> = async () => 0,
) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  const runOnce = async () => {
    const expired = await bookings.expireUnpaid();
    const completed = await bookings.completeFinishedStays();
    const reminded = await remindEndingPlans();
    if (expired || completed || reminded) {
      logger.info({ expired, completed, reminded }, 'scheduled jobs ran');
    }
    return { expired, completed, reminded };
  };

  /** One run at a time per process; a tick that finds one running skips. */
  const tick = () => {
    if (running) return running;
    running = runOnce()
      .catch((error: unknown) => logger.error({ err: error }, 'booking jobs failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    runOnce,
    start: async () => {
      await tick();
      if (intervalSeconds > 0) {
        timer = setInterval(() => void tick(), intervalSeconds * 1000);
        timer.unref();
      }
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};
export type BookingJobs = ReturnType<typeof createBookingJobs>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking jobs of this process (tests run them directly). */
    bookingJobs: BookingJobs;
  }
}
