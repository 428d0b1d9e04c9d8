import { z } from 'zod';
import { formatInr } from '../common/money';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import {
  DEDUCTION_REASON_MAX,
  DEDUCTION_REASON_MIN,
  MAX_DEDUCTIONS,
  totalDeductions,
} from './deposit-settlement';

// The move-out deposit settlement (PRODUCT.md, "Long stays, month by month"): the owner proposes
// itemised deductions, the tenant accepts or disputes, an admin decides a dispute.

/** awaiting_owner → proposed → settled (accepted, or silence) | disputed → settled (admin). */
export const DEPOSIT_SETTLEMENT_STATUSES = [
  'awaiting_owner',
  'proposed',
  'disputed',
  'settled',
] as const;
export const depositSettlementStatusSchema = z.enum(DEPOSIT_SETTLEMENT_STATUSES);
export type DepositSettlementStatus = (typeof DEPOSIT_SETTLEMENT_STATUSES)[number];

export const deductionSchema = z.strictObject({
  reason: z
    .string({ error: 'Say what the deduction is for' })
    .trim()
    .min(DEDUCTION_REASON_MIN, { error: `At least ${DEDUCTION_REASON_MIN} characters` })
    .max(DEDUCTION_REASON_MAX, { error: `At most ${DEDUCTION_REASON_MAX} characters` }),
  amount: z
    .number({ error: 'Enter an amount' })
    .int({ error: 'Whole paise only' })
    .positive({ error: 'A deduction is more than ₹0' }),
});
export type DeductionInput = z.infer<typeof deductionSchema>;

/** The proposal's shape alone (route validation); the sum is checked against the deposit below. */
export const depositSettlementProposalShapeSchema = z.strictObject({
  deductions: z
    .array(deductionSchema, { error: 'List the deductions (an empty list returns everything)' })
    .max(MAX_DEDUCTIONS, { error: `At most ${MAX_DEDUCTIONS} deductions` }),
});
export type DepositSettlementProposalInput = z.infer<typeof depositSettlementProposalShapeSchema>;

/**
 * POST /api/owner/bookings/{id}/deposit-settlement for a booking holding `deposit` paise: the
 * deductions may add up to the deposit, never more (the error names `deductions`). The server
 * builds it from the booking's stored deposit; the web's form from the booking it shows.
 */
export const depositSettlementProposalInputSchema = (deposit: number) =>
  depositSettlementProposalShapeSchema.refine(
    ({ deductions }) => totalDeductions(deductions) <= deposit,
    {
      error: `Deductions add up to more than the deposit of ${formatInr(deposit)}`,
      path: ['deductions'],
    },
  );

/** POST /api/user/bookings/{id}/deposit-settlement/dispute. */
export const depositDisputeInputSchema = z.strictObject({
  reason: z
    .string({ error: 'Say why you dispute the deductions' })
    .trim()
    .min(10, { error: 'At least 10 characters' })
    .max(1000, { error: 'At most 1000 characters' }),
});
export type DepositDisputeInput = z.infer<typeof depositDisputeInputSchema>;

/** POST /api/admin/deposit-disputes/{id}/resolve: what the owner keeps; the rest goes back. */
export const resolveDepositDisputeShapeSchema = z.strictObject({
  ownerAmount: z
    .number({ error: 'Enter what the owner keeps' })
    .int({ error: 'Whole paise only' })
    .min(0, { error: 'At least ₹0' }),
});
export type ResolveDepositDisputeInput = z.infer<typeof resolveDepositDisputeShapeSchema>;

/** The same, bounded by the deposit held for the disputed booking. */
export const resolveDepositDisputeInputSchema = (deposit: number) =>
  resolveDepositDisputeShapeSchema.refine(({ ownerAmount }) => ownerAmount <= deposit, {
    error: `At most the deposit of ${formatInr(deposit)}`,
    path: ['ownerAmount'],
  });

/**
 * The booking detail's `depositSettlement` (null until the stay has ended). While the owner has not
 * proposed, `tenantAmount` is the whole deposit (what silence returns); `deadline` is the next
 * deadline that moves it on by itself (the owner's, then the tenant's), null when disputed or done.
 */
export const depositSettlementSchema = z.object({
  status: depositSettlementStatusSchema,
  deductions: z.array(z.object({ reason: z.string(), amount: z.number().int() })),
  ownerAmount: z.number().int(),
  tenantAmount: z.number().int(),
  deadline: z.iso.datetime({ offset: true }).nullable(),
});
export type DepositSettlement = z.infer<typeof depositSettlementSchema>;

export const depositSettlementMutationResponseSchema = z.object({
  message: z.string(),
  depositSettlement: depositSettlementSchema,
});
export type DepositSettlementMutationResponse = z.infer<
  typeof depositSettlementMutationResponseSchema
>;

export const DEPOSIT_DISPUTE_STATUSES = ['open', 'resolved'] as const;
export const depositDisputeStatusSchema = z.enum(DEPOSIT_DISPUTE_STATUSES);

/** One item of GET /api/admin/deposit-disputes (the list shape). */
export const depositDisputeSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  bookingReference: z.string(),
  propertyTitle: z.string(),
  tenant: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  owner: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  deposit: z.number().int(),
  deductions: z.array(z.object({ reason: z.string(), amount: z.number().int() })),
  /** What the owner proposed to keep. */
  proposedOwnerAmount: z.number().int(),
  /** The tenant's reason for disputing. */
  reason: z.string(),
  status: depositDisputeStatusSchema,
  /** The admin's decision, once resolved. */
  ownerAmount: z.number().int().nullable(),
  openedAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type DepositDispute = z.infer<typeof depositDisputeSchema>;

export const depositDisputesQuerySchema = paginationQuerySchema(10).extend({
  status: depositDisputeStatusSchema.optional(),
});
export const depositDisputeListResponseSchema = paginatedSchema(depositDisputeSchema);
export type DepositDisputeListResponse = z.infer<typeof depositDisputeListResponseSchema>;

export const resolveDepositDisputeResponseSchema = z.object({
  message: z.string(),
  dispute: depositDisputeSchema,
});
