import { defineModule } from '../../module-kit';
import { createIdempotency } from '../../idempotency/http';
import { WEBHOOK_PATHS, type WebhookDelivery } from '../../lib/payouts-provider';
import { createPayoutsProvider, TEST_WEBHOOK_JOB } from './provider';
import { registerPayoutRoutes } from './routes';
import { createPayoutsService, SUBMIT_JOB, WEEKLY_JOB, type PayoutsService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** Reconciliation: the provider's records, and the missed webhook applied to a payout. */
    payouts: PayoutsService;
  }
}

/**
 * Money out (decision 028): payout accounts, withdrawals, their submission to the provider and
 * its webhook. Money moves only through the ledger's intents; notices through notifications.
 */
export const payoutsModule = defineModule({
  name: 'payouts',
  needs: ['ledger', 'notifications', 'payments'],
  provides: ['payouts'],
  setup: ({ app, deps, use, provide }) => {
    const provider = createPayoutsProvider(deps);
    const payouts = createPayoutsService(deps, {
      ledger: use('ledger'),
      notifications: use('notifications'),
      provider,
    });
    provide('payouts', payouts);
    deps.jobs.register(SUBMIT_JOB, async (payload, { attempt }) => {
      await payouts.submit(String(payload.payoutId), attempt);
    });
    const payments = use('payments');
    // The test-mode stand-in's deliveries reach the same handlers as the provider's real ones:
    // payouts the RazorpayX webhook's, refunds to the card the Razorpay webhook's (payments).
    deps.jobs.register(TEST_WEBHOOK_JOB, async (payload) => {
      const { delivery } = payload as { delivery: WebhookDelivery };
      if (delivery.path === WEBHOOK_PATHS.razorpay) {
        await payments.receiveWebhook({
          rawBody: delivery.rawBody,
          signature: delivery.headers['x-razorpay-signature'],
          eventId: delivery.headers['x-razorpay-event-id'],
          body: JSON.parse(delivery.rawBody) as unknown,
        });
        return;
      }
      await payouts.receiveWebhook({
        rawBody: delivery.rawBody,
        signature: delivery.headers['x-razorpay-signature'],
        eventId: delivery.headers['x-razorpay-event-id'],
      });
    });
    // On the scheduler's beat; it pays once a week, from Monday 09:00 in BUSINESS_TIME_ZONE.
    deps.jobs.registerRecurring(
      WEEKLY_JOB,
      { everyMs: deps.env.BOOKING_JOBS_INTERVAL_SECONDS * 1000 },
      () => payouts.payWeekly(),
    );
    registerPayoutRoutes(app, payouts, createIdempotency(deps));
  },
});
