import { z } from 'zod';
import { isoDateSchema } from '../common/date.schemas';
import { paymentOrderSchema } from '../payments/payment.schemas';
import { PROPERTY_MONTHS_MAX } from '../properties/property.constants';
import { PAYMENT_METHODS } from './booking.constants';
import { cancelBookingInputSchema } from './booking.schemas';
import { extensionLimitProblem } from './instalments';
import { receiptNumberSchema } from './rent-receipt.schemas';

// A stay paid month by month (PRODUCT.md, "Long stays, month by month"): its instalments, paying
// one, autopay, ending early and extending. Dates are business days (`YYYY-MM-DD`), amounts paise.

/** `due` from 3 days before the due date, `overdue` 5 days after it (instalments.ts). */
export const INSTALMENT_STATUSES = ['paid', 'upcoming', 'due', 'overdue', 'cancelled'] as const;
export const instalmentStatusSchema = z.enum(INSTALMENT_STATUSES);
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/** One month of a stay before it is stored: the checkout's schedule preview. */
export const plannedInstalmentSchema = z.object({
  number: z.number().int().min(1),
  periodStart: isoDateSchema,
  /** Exclusive: the next period's first day (the last one's is the booking's endDate). */
  periodEnd: isoDateSchema,
  dueDate: isoDateSchema,
  amount: z.number().int(),
});
export type PlannedInstalmentView = z.infer<typeof plannedInstalmentSchema>;

/** An instalment as GET /api/{user|owner|admin}/bookings/{id}/instalments lists it. */
export const instalmentSchema = plannedInstalmentSchema.extend({
  id: z.uuid(),
  status: instalmentStatusSchema,
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** How it was paid (autopay takes it from the wallet); null while unpaid. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** Set when paid; the receipt is then at /api/user/instalments/{id}/receipt. */
  receiptNumber: receiptNumberSchema.nullable(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const instalmentListResponseSchema = z.object({ data: z.array(instalmentSchema) });
export type InstalmentListResponse = z.infer<typeof instalmentListResponseSchema>;

/**
 * What the cart and checkout answers add (PRODUCT.md): `dueNow`, what checkout charges (deposit
 * and month 1, an order's amount), beside `price.total` (the whole stay with its deposit), and the
 * monthly schedule that follows.
 */
export const stayPaymentPlanSchema = z.object({
  dueNow: z.number().int(),
  schedule: z.array(plannedInstalmentSchema),
});
export type StayPaymentPlan = z.infer<typeof stayPaymentPlanSchema>;

/** POST /api/user/instalments/{id}/pay. */
export const payInstalmentInputSchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS, { error: 'Pay by "wallet" or "card"' }),
});
export type PayInstalmentInput = z.infer<typeof payInstalmentInputSchema>;

/**
 * The answer: the instalment as it now is, and for a card payment the provider order to confirm
 * through POST /api/user/razorpay/verify (null when paid from the wallet, or already paid: paying a
 * paid instalment changes nothing and answers it as paid).
 */
export const payInstalmentResponseSchema = z.object({
  message: z.string(),
  instalment: instalmentSchema,
  order: paymentOrderSchema.nullable(),
});
export type PayInstalmentResponse = z.infer<typeof payInstalmentResponseSchema>;

/** PATCH /api/user/bookings/{id}/autopay. */
export const setAutopayInputSchema = z.strictObject({
  enabled: z.boolean({ error: 'Say whether autopay is on (true or false)' }),
});
export type SetAutopayInput = z.infer<typeof setAutopayInputSchema>;
export const setAutopayResponseSchema = z.object({ message: z.string(), enabled: z.boolean() });
export type SetAutopayResponse = z.infer<typeof setAutopayResponseSchema>;

/** POST /api/user/bookings/{id}/end-early: the owner sees the reason. */
export const endStayEarlyInputSchema = z.strictObject({
  // The same rule as a cancellation's reason: the other side reads both the same way.
  reason: cancelBookingInputSchema.shape.reason,
});
export type EndStayEarlyInput = z.infer<typeof endStayEarlyInputSchema>;

// Its own file so the booking detail (booking.schemas.ts) can carry it without an import cycle.
export { endEarlyPreviewSchema, type EndEarlyPreview } from './end-early-preview.schemas';

const extensionMonthsSchema = z
  .number({ error: 'Choose how many months' })
  .int({ error: 'Whole months only' })
  .min(1, { error: 'At least 1 month' })
  .max(PROPERTY_MONTHS_MAX - 1, { error: `At most ${PROPERTY_MONTHS_MAX - 1} months` });

/** POST /api/user/bookings/{id}/extend (the home's maximum is the service's to check). */
export const extendStayInputSchema = z.strictObject({ months: extensionMonthsSchema });
export type ExtendStayInput = z.infer<typeof extendStayInputSchema>;

/** The same, bounded by what the stay may still take: the web's form for one booking. */
export const extendStayInputSchemaFor = (rentalPeriod: number, maxMonths: number) =>
  z.strictObject({
    months: extensionMonthsSchema.superRefine((months, context) => {
      const problem = extensionLimitProblem(rentalPeriod, maxMonths, months);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  });
