import { defineModule } from '../../module-kit';
import { createPayoutsProvider } from '../payouts/index';
import { CARD_REFUND_JOB, createCardRefunds } from './card-refunds';
import { registerPaymentRoutes } from './routes';
import { createPaymentsService, type PaymentsService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** Card orders and their idempotent confirmation; others register what a paid order does. */
    payments: PaymentsService;
  }
}

/** Razorpay orders, the client's confirmation, the webhook, and refunds to the card. */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['ledger', 'notifications'],
  provides: ['payments'],
  setup: ({ app, deps, provide, use }) => {
    const cardRefunds = createCardRefunds(deps, {
      ledger: use('ledger'),
      notifications: use('notifications'),
      provider: createPayoutsProvider(deps),
    });
    deps.jobs.register(CARD_REFUND_JOB, async (payload, { attempt }) => {
      await cardRefunds.submit(String(payload.cardRefundId), attempt);
    });
    const payments = createPaymentsService(deps, cardRefunds);
    provide('payments', payments);
    registerPaymentRoutes(app, deps, payments);
  },
});
