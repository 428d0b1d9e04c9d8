// The payouts module's public API. The weekly automatic payouts and the reconciliation (decision
// 028, later phases) will call its service.
export type { PayoutsService } from './service';

/**
 * Payments (refunds to the card): the same provider adapter (the test-mode stand-in when
 * RazorpayX is not configured), and the once-per-event record of the provider's webhooks.
 */
export { createPayoutsProvider } from './provider';
export { recordWebhookEvent } from './repo';
