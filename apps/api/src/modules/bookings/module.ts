import { createIdempotency } from '../../idempotency/http';
import { defineModule } from '../../module-kit';
import { createBookingQueries } from './queries';
import { registerOwnerAdminBookingRoutes, registerUserBookingRoutes } from './routes';
import { BOOKING_RECURRING_JOBS } from './scheduled-transitions';
import { createBookingsService } from './service';

/** Bookings: checkout by card or wallet, cancellation and refunds, the views, and their jobs. */
export const bookingsModule = defineModule({
  name: 'bookings',
  needs: ['payments', 'ledger', 'notifications'],
  setup: ({ app, deps, use }) => {
    const payments = use('payments');
    const bookings = createBookingsService(
      { ...deps, notifications: use('notifications') },
      payments,
      use('ledger'),
    );
    // The time-driven transitions, on the scheduler's beat (decision 022: one scheduler).
    const everyMs = deps.env.BOOKING_JOBS_INTERVAL_SECONDS * 1000;
    deps.jobs.registerRecurring(BOOKING_RECURRING_JOBS.expireUnpaid, { everyMs }, () =>
      bookings.expireUnpaid(),
    );
    deps.jobs.registerRecurring(BOOKING_RECURRING_JOBS.completeFinishedStays, { everyMs }, () =>
      bookings.completeFinishedStays(),
    );
    // Decision 027's order on the test clock: complete → autopay → mark → release → settlement
    // deadlines → payouts (autopay and marking register before this one, settlements after).
    deps.jobs.registerRecurring(BOOKING_RECURRING_JOBS.releaseEarnings, { everyMs }, () =>
      bookings.releaseEarnings(),
    );
    const routeDeps = {
      bookings,
      queries: createBookingQueries(deps, bookings.today, payments),
      idempotency: createIdempotency(deps),
    };
    registerUserBookingRoutes(app, routeDeps);
    registerOwnerAdminBookingRoutes(app, routeDeps);
  },
});
