import { z } from 'zod';

/** The provider order the browser hands to the checkout (operating contract). */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string(),
  /** True when the built-in test mode stands in for Razorpay: the web shows the local checkout. */
  testMode: z.boolean(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** What Razorpay's checkout (or the test checkout) gives the browser after a payment. */
export const razorpayPaymentDataSchema = z.strictObject({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Invalid payment signature' }),
});
export type RazorpayPaymentData = z.infer<typeof razorpayPaymentDataSchema>;

export const testCheckoutOrderSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  description: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
});
export type TestCheckoutOrder = z.infer<typeof testCheckoutOrderSchema>;

export const testCheckoutPayResponseSchema = razorpayPaymentDataSchema;
