// The payments module's public API: what other modules and the demo seed may use. Its repo.ts and
// tables are its own (eslint.boundaries.js).

/** Bookings: the paid orders a booking's detail shows. */
export { listPaidOrders } from './repo';

/** The demo seed records the demo owner's paid plan. */
export { insertPaymentOrder } from './repo';

/** Bookings, wallets, plans: the service, and the one typed declaration of a payment purpose. */
export type {
  CapturedTestPayment,
  ConfirmResult,
  ConfirmedBy,
  PaymentHandler,
  PaymentPurposeDefinition,
  PaymentsService,
} from './service';
export type { PaymentOrderRow } from './repo';
