import { defineModule } from '../../module-kit';
import { registerPaymentRoutes } from './routes';
import { createPaymentsService, type PaymentsService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** Card orders and their idempotent confirmation; others register what a paid order does. */
    payments: PaymentsService;
  }
}

/** Razorpay orders, the client's confirmation and the webhook. */
export const paymentsModule = defineModule({
  name: 'payments',
  provides: ['payments'],
  setup: ({ app, deps, provide }) => {
    const payments = createPaymentsService(deps);
    provide('payments', payments);
    registerPaymentRoutes(app, deps, payments);
  },
});
