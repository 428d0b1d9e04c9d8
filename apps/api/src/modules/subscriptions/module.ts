import { createIdempotency } from '../../idempotency/http';
import { defineModule } from '../../module-kit';
import { registerSubscriptionRoutes } from './routes';
import { createSubscriptionsService, type SubscriptionsService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** Plans: the listing limit properties checks. */
    subscriptions: SubscriptionsService;
  }
}

/** The owner's plans: buying one by card, and its limit on listings. */
export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  needs: ['payments', 'notifications'],
  provides: ['subscriptions'],
  setup: ({ app, deps, use, provide }) => {
    const subscriptions = createSubscriptionsService(
      { ...deps, notifications: use('notifications') },
      use('payments'),
    );
    provide('subscriptions', subscriptions);
    // "Ends in 3 days" reminders, on the same beat as the booking transitions (as before).
    deps.jobs.registerRecurring(
      'subscriptions.remind-ending-plans',
      { everyMs: deps.env.BOOKING_JOBS_INTERVAL_SECONDS * 1000 },
      () => subscriptions.remindEndingPlans(),
    );
    registerSubscriptionRoutes(app, subscriptions, createIdempotency(deps));
  },
});
