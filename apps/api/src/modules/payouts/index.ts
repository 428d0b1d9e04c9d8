// The payouts module's public API: its service, published as `payouts` (module.ts). The
// reconciliation reads the provider's payouts through it and applies a missed webhook with it.
export type { PayoutsService } from './service';
/** `npm run admin -- payout-keys:rotate` (ops/admin.ts). */
export { rotatePayoutAccountKeys, type KeyRotationResult } from './key-rotation';

/**
 * Payments (refunds to the card): the same provider adapter (the test-mode stand-in when
 * RazorpayX is not configured), and the once-per-event record of the provider's webhooks.
 */
export { createPayoutsProvider } from './provider';
export { recordWebhookEvent } from './repo';
