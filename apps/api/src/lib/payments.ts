import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';

/**
 * One provider interface, two adapters: Razorpay through its official SDK when keys are set, and a
 * built-in test mode that signs exactly as Razorpay does (operating contract). Orders themselves
 * are always kept in our database by the payments module.
 */
export interface PaymentProvider {
  name: 'razorpay' | 'test';
  keyId: string;
  isTestMode: boolean;
  createOrder: (input: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }) => Promise<{ providerOrderId: string }>;
  /** Razorpay's checkout signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  isValidPaymentSignature: (orderId: string, paymentId: string, signature: string) => boolean;
  /** Webhooks: hex HMAC-SHA256 of the raw body with the webhook secret. */
  isValidWebhookSignature: (rawBody: string, signature: string) => boolean;
  /** Test mode only: what Razorpay's checkout would hand the browser after a payment. */
  simulatePayment?: (orderId: string) => { paymentId: string; signature: string };
}

export const TEST_MODE_KEY_ID = 'rzp_test_nestly';

const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

const safeEqualText = (expected: string, given: string) => {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
};

export const signPayment = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

export const signWebhook = (secret: string, rawBody: string) => hmacHex(secret, rawBody);

const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

const signatures = (keySecret: string, webhookSecret: string) => ({
  isValidPaymentSignature: (orderId: string, paymentId: string, signature: string) =>
    safeEqualText(signPayment(keySecret, orderId, paymentId), signature),
  isValidWebhookSignature: (rawBody: string, signature: string) =>
    safeEqualText(signWebhook(webhookSecret, rawBody), signature),
});

export const createTestPaymentProvider = (
  keySecret: string,
  webhookSecret = keySecret,
): PaymentProvider => ({
  name: 'test',
  keyId: TEST_MODE_KEY_ID,
  isTestMode: true,
  createOrder: async () => ({ providerOrderId: randomId('order') }),
  ...signatures(keySecret, webhookSecret),
  simulatePayment: (orderId) => {
    const paymentId = randomId('pay');
    return { paymentId, signature: signPayment(keySecret, orderId, paymentId) };
  },
});

export const createRazorpayProvider = (
  keyId: string,
  keySecret: string,
  webhookSecret: string,
): PaymentProvider => {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    name: 'razorpay',
    keyId,
    isTestMode: false,
    createOrder: async ({ amount, receipt, notes }) => {
      const order = await client.orders.create({ amount, currency: 'INR', receipt, notes });
      return { providerOrderId: order.id };
    },
    ...signatures(keySecret, webhookSecret),
  };
};
