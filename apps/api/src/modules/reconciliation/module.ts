import { defineModule } from '../../module-kit';
import type { TestPayoutsProvider } from '../../lib/payouts-provider-test-mode';
import { registerReconciliationRoutes } from './routes';
import { createReconciliationService, RECONCILE_JOB, type ReconciliationService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** The admin dashboard: open findings, money in transit and failed payouts. */
    reconciliation: Pick<ReconciliationService, 'summary'>;
  }
}

/**
 * The daily reconciliation (decision 028): the provider's captured payments and payouts against
 * our books. Its job keeps the kind the decision names, `payments.reconcile`.
 */
export const reconciliationModule = defineModule({
  name: 'reconciliation',
  needs: ['payments', 'payouts'],
  provides: ['reconciliation'],
  setup: ({ app, deps, use, provide }) => {
    const payments = use('payments');
    const payouts = use('payouts');
    // Test mode: the stand-in lists what the test checkout captured, as Razorpay would.
    const { provider } = payouts;
    if (provider.name === 'test') {
      const recordCapturedPayment = (provider as TestPayoutsProvider).recordCapturedPayment;
      payments.onTestCapture((payment) => recordCapturedPayment(payment));
    }
    const reconciliation = createReconciliationService(deps, { payments, payouts });
    provide('reconciliation', { summary: reconciliation.summary });
    // On the scheduler's beat; it works once per 02:00 in BUSINESS_TIME_ZONE (the latest due).
    deps.jobs.registerRecurring(
      RECONCILE_JOB,
      { everyMs: deps.env.BOOKING_JOBS_INTERVAL_SECONDS * 1000 },
      () => reconciliation.runDue(),
    );
    registerReconciliationRoutes(app, reconciliation);
  },
});
