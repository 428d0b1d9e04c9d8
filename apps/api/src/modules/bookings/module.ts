import { createIdempotency } from '../../idempotency/http';
import { defineModule } from '../../module-kit';
import { createInstalmentJobs, INSTALMENT_RECURRING_JOBS } from './instalment-jobs';
import { createInstalmentPayments } from './instalment-payments';
import { registerInstalmentRoutes } from './instalment-routes';
import { createBookingQueries } from './queries';
import { registerRentReceiptRoutes } from './rent-receipts-routes';
import { createRentReceiptsService } from './rent-receipts-service';
import { registerOwnerAdminBookingRoutes, registerUserBookingRoutes } from './routes';
import { BOOKING_RECURRING_JOBS } from './scheduled-transitions';
import { DEPOSIT_RECURRING_JOBS } from './deposit-settlement';
import { registerDepositSettlementRoutes } from './deposit-settlement-routes';
import { createBookingsService } from './service';
import { registerStayChangeRoutes } from './stay-changes-routes';

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
    // Long stays' months (decision 027), in the note's order after completion: autopay, then marks.
    const instalments = createInstalmentPayments(
      { ...deps, notifications: use('notifications') },
      payments,
      use('ledger'),
    );
    const instalmentJobs = createInstalmentJobs(
      { ...deps, notifications: use('notifications') },
      instalments,
    );
    deps.jobs.registerRecurring(INSTALMENT_RECURRING_JOBS.autopay, { everyMs }, () =>
      instalmentJobs.autopay(),
    );
    deps.jobs.registerRecurring(INSTALMENT_RECURRING_JOBS.mark, { everyMs }, () =>
      instalmentJobs.mark(),
    );
    // Decision 027's order on the test clock: complete → autopay → mark → release → settlement
    // deadlines → payouts (autopay and marking register before this one, settlements after).
    deps.jobs.registerRecurring(BOOKING_RECURRING_JOBS.releaseEarnings, { everyMs }, () =>
      bookings.releaseEarnings(),
    );
    // The settlement's deadlines, after the stays complete (the test clock runs kinds in this order).
    deps.jobs.registerRecurring(DEPOSIT_RECURRING_JOBS.ownerDeadline, { everyMs }, () =>
      bookings.settleOwnerSilence(),
    );
    deps.jobs.registerRecurring(DEPOSIT_RECURRING_JOBS.tenantDeadline, { everyMs }, () =>
      bookings.settleTenantSilence(),
    );
    const routeDeps = {
      bookings,
      queries: createBookingQueries(deps, bookings.today, payments),
      idempotency: createIdempotency(deps),
    };
    registerUserBookingRoutes(app, routeDeps);
    registerOwnerAdminBookingRoutes(app, routeDeps);
    registerDepositSettlementRoutes(app, bookings);
    registerInstalmentRoutes(app, { instalments, idempotency: routeDeps.idempotency });
    registerStayChangeRoutes(app, { stayChanges: bookings, queries: routeDeps.queries });
    registerRentReceiptRoutes(app, createRentReceiptsService(deps));
  },
});
