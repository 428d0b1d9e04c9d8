import { z } from 'zod';
import { paymentOrderSchema, razorpayPaymentDataSchema } from '../payments/payment.schemas';
import { PLAN_NAMES } from './plans';

export const planSchema = z.object({
  name: z.enum(PLAN_NAMES),
  price: z.number().int(),
  allowedProperties: z.number().int(),
  durationDays: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

/** What the client posts; the server trusts only planName and checks the rest against PLANS. */
export const subscribeInputSchema = z.strictObject({
  planName: z.enum(PLAN_NAMES, { error: 'Choose Basic, Standard or Premium' }),
  price: z.number().int().optional(),
  allowedProperties: z.number().int().optional(),
  /**
   * Start now instead of after the running plan, which ends at once and whose unused days are
   * credited against this plan's price. Only to a plan allowing more properties.
   */
  upgrade: z.boolean({ error: 'Say true or false' }).optional(),
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

export const subscribeResponseSchema = z.object({
  message: z.string(),
  plan: planSchema,
  order: paymentOrderSchema,
  /** Only for an upgrade: what is credited, and the order's amount (the price minus the credit). */
  upgrade: z
    .object({
      fromPlan: z.enum(PLAN_NAMES),
      creditedDays: z.number().int(),
      credit: z.number().int(),
      amount: z.number().int(),
    })
    .optional(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const verifySubscriptionInputSchema = z.strictObject({
  paymentData: razorpayPaymentDataSchema,
});
export type VerifySubscriptionInput = z.infer<typeof verifySubscriptionInputSchema>;

export const currentSubscriptionSchema = z.object({
  planName: z.enum(PLAN_NAMES),
  allowedProperties: z.number().int(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  isActive: z.boolean(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const subscriptionStatusResponseSchema = z.object({
  plans: z.array(planSchema),
  /** The running plan (or the last one, if none runs). */
  current: currentSubscriptionSchema.nullable(),
  /** The end of every plan bought, queued ones included; null without a running plan. */
  paidUntil: z.iso.datetime({ offset: true }).nullable(),
  /** Properties counted against the allowance (not deleted). */
  usedProperties: z.number().int(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export const verifySubscriptionResponseSchema = z.object({
  message: z.string(),
  subscription: currentSubscriptionSchema,
});
export type VerifySubscriptionResponse = z.infer<typeof verifySubscriptionResponseSchema>;
