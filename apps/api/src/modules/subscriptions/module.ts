import { defineModule } from '../../module-kit';
import { registerSubscriptionRoutes } from './routes';
import { createSubscriptionsService, type SubscriptionsService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** Plans: the listing limit properties checks, the reminders the booking jobs send. */
    subscriptions: SubscriptionsService;
  }
}

/** The owner's plans: buying one by card, and its limit on listings. */
export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  needs: ['payments'],
  provides: ['subscriptions'],
  setup: ({ app, deps, use, provide }) => {
    const subscriptions = createSubscriptionsService(deps, use('payments'));
    provide('subscriptions', subscriptions);
    registerSubscriptionRoutes(app, subscriptions);
  },
});
