import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import { MIN_WITHDRAWAL, PAYOUT_STATUSES } from './payout.constants';

// Withdrawals (PRODUCT.md, Money out: "Withdrawal"): money leaves a wallet for the person's payout
// account. The wallet is debited at once; the provider's webhook settles the payout or returns it.

export const payoutStatusSchema = z.enum(PAYOUT_STATUSES, { error: 'Unknown payout status' });

/** `POST /api/{user|owner}/wallet/withdraw`, with a required `Idempotency-Key` header. */
export const withdrawInputSchema = z.strictObject({
  amount: z
    .number({ error: 'Enter an amount in paise' })
    .int({ error: 'Whole paise only' })
    .min(MIN_WITHDRAWAL, { error: 'You can withdraw ₹100 or more' }),
});
export type WithdrawInput = z.infer<typeof withdrawInputSchema>;

export const payoutSchema = z.object({
  id: z.uuid(),
  /** Paise. */
  amount: z.number().int().positive(),
  status: payoutStatusSchema,
  /** Where the money goes, masked: `Bank account ····6789 (HDFC0001234)` or `UPI asha@okhdfc`. */
  destination: z.string(),
  /** The bank's reference once the money has moved (people quote it to their bank). */
  utr: z.string().nullable(),
  /** Why it failed or came back, in words for the person. */
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Payout = z.infer<typeof payoutSchema>;

/** `201 { data: payout }`. */
export const payoutResponseSchema = z.object({ data: payoutSchema });
export type PayoutResponse = z.infer<typeof payoutResponseSchema>;

/** `GET /api/{user|owner}/payouts`: newest first. */
export const listPayoutsQuerySchema = paginationQuerySchema(10);
export type ListPayoutsQuery = z.infer<typeof listPayoutsQuerySchema>;
export const listPayoutsResponseSchema = paginatedSchema(payoutSchema);
export type ListPayoutsResponse = z.infer<typeof listPayoutsResponseSchema>;

/** `GET /api/admin/payouts?status=`: every payout, optionally of one status. */
export const listAdminPayoutsQuerySchema = paginationQuerySchema(20).extend({
  status: payoutStatusSchema.optional(),
});
export type ListAdminPayoutsQuery = z.infer<typeof listAdminPayoutsQuerySchema>;

export const adminPayoutSchema = payoutSchema.extend({
  /** Whose money it is. */
  account: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['user', 'owner']),
  }),
  /** The provider's payout id, to look it up on RazorpayX; null before the provider has it. */
  providerPayoutId: z.string().nullable(),
  /** Set on the weekly automatic payouts. */
  automatic: z.boolean(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const listAdminPayoutsResponseSchema = paginatedSchema(adminPayoutSchema);
export type ListAdminPayoutsResponse = z.infer<typeof listAdminPayoutsResponseSchema>;
