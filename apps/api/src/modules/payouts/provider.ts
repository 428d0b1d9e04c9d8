import { TEST_MODE_RAZORPAY_SECRET, type Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/runner';
import type { Clock } from '../../lib/clock';
import type { PayoutsProvider } from '../../lib/payouts-provider';
import { createRazorpayPayoutsProvider } from '../../lib/payouts-provider-razorpay';
import { createTestPayoutsProvider } from '../../lib/payouts-provider-test-mode';

/** The durable job that delivers the test-mode stand-in's webhooks when they fall due. */
export const TEST_WEBHOOK_JOB = 'payouts.test-webhook';

/** Signs `POST /api/payments/razorpayx/webhook` (decision 028's fallbacks, then the test secret). */
export const payoutWebhookSecretOf = (env: Env) =>
  env.RAZORPAYX_WEBHOOK_SECRET ??
  env.RAZORPAY_WEBHOOK_SECRET ??
  env.RAZORPAY_KEY_SECRET ??
  TEST_MODE_RAZORPAY_SECRET;

/**
 * RazorpayX when `RAZORPAYX_ACCOUNT_NUMBER` and the Razorpay keys are set; otherwise the test-mode
 * stand-in, whose webhooks are durable jobs due `PAYOUT_TEST_SETTLE_SECONDS` later: they survive a
 * restart and reach the same handler as the provider's real deliveries.
 */
export const createPayoutsProvider = ({
  env,
  clock,
  jobs,
  db,
}: {
  env: Env;
  db: Db;
  clock: Clock;
  jobs: JobRunner;
}): PayoutsProvider => {
  const payoutWebhookSecret = payoutWebhookSecretOf(env);
  if (env.RAZORPAYX_ACCOUNT_NUMBER && env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return createRazorpayPayoutsProvider({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      accountNumber: env.RAZORPAYX_ACCOUNT_NUMBER,
      payoutWebhookSecret,
    });
  }
  return createTestPayoutsProvider({
    clock,
    settleSeconds: env.PAYOUT_TEST_SETTLE_SECONDS,
    payoutWebhookSecret,
    refundWebhookSecret:
      env.RAZORPAY_WEBHOOK_SECRET ?? env.RAZORPAY_KEY_SECRET ?? TEST_MODE_RAZORPAY_SECRET,
    schedule: async ({ runAt, delivery }) => {
      await jobs.enqueue(db, TEST_WEBHOOK_JOB, { delivery }, { runAt });
    },
  });
};
