import { defineModule } from '../../module-kit';
import { createCartService } from './cart-service';
import { createBookingJobs, type BookingJobs } from './jobs';
import { createBookingQueries } from './queries';
import { registerOwnerAdminBookingRoutes, registerUserBookingRoutes } from './routes';
import { createBookingsService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** The timed work on bookings (expiring holds, finishing stays); the test clock runs it. */
    bookingJobs: BookingJobs;
  }
}

/** Bookings: the cart, checkout by card or wallet, cancellation and refunds, and their jobs. */
export const bookingsModule = defineModule({
  name: 'bookings',
  needs: ['payments', 'ledger', 'subscriptions'],
  provides: ['bookingJobs'],
  setup: ({ app, deps, use, provide }) => {
    const bookings = createBookingsService(deps, use('payments'), use('ledger'));
    const jobs = createBookingJobs(
      bookings,
      deps.logger,
      deps.env.BOOKING_JOBS_INTERVAL_SECONDS,
      use('subscriptions').remindEndingPlans,
    );
    provide('bookingJobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
    const routeDeps = {
      bookings,
      cart: createCartService(deps, bookings.today),
      queries: createBookingQueries(deps, bookings.today),
    };
    registerUserBookingRoutes(app, routeDeps);
    registerOwnerAdminBookingRoutes(app, routeDeps);
  },
});
