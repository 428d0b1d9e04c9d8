import { z } from 'zod';
import {
  deductionSchema,
  depositSettlementProposalInputSchema,
  rupeesToPaise,
} from '@nestly/shared';
import { rupeesField } from '../../../lib/form-fields';

/**
 * The shared schemas the bookings' requests and forms are checked with, and the forms' own
 * schemas built on them. Only ever loaded through `bookingSchemas` (load-schemas.ts), beside the
 * request or on the form's first check that needs them: a page that shows a booking does not wait
 * for Zod before it can draw (issue 27, bundle budgets).
 */
export {
  adminBookingsQuerySchema,
  bookingListResponseSchema,
  bookingMutationResponseSchema,
  bookingResponseSchema,
  cancelBookingInputSchema,
  depositDisputeInputSchema,
  depositDisputeListResponseSchema,
  depositSettlementMutationResponseSchema,
  depositSettlementProposalShapeSchema,
  endStayEarlyInputSchema,
  extendStayInputSchema,
  extendStayInputSchemaFor,
  instalmentListResponseSchema,
  payInstalmentInputSchema,
  payInstalmentResponseSchema,
  placeWalletOrderInputSchema,
  razorpayPaymentDataSchema,
  resolveDepositDisputeResponseSchema,
  resolveDepositDisputeShapeSchema,
  setAutopayInputSchema,
  setAutopayResponseSchema,
} from '@nestly/shared';

/**
 * The verify answer for an instalment's card payment: only its message is read here (the shared
 * verify schema's `purpose` gains `instalment` with the API of issue 25; until then it is not
 * held to the booking purposes).
 */
export const instalmentPaymentVerifiedSchema = z.object({ message: z.string() });

/**
 * The owner's deposit settlement form (components/deposit-settlement-form). Amounts are typed in
 * rupees; the form turns them into paise and then validates with the very schema the server uses
 * (reasons 5–300 characters, the sum at most the deposit), so an error reads the same on both
 * sides and sits on the field at fault.
 */
export const proposalFormSchema = (deposit: number) =>
  z
    .object({
      deductions: z.array(
        z.object({
          reason: deductionSchema.shape.reason,
          amount: rupeesField('Amount', { min: 0.01, max: Math.max(deposit, 1) / 100 }),
        }),
      ),
    })
    .transform(({ deductions }) => ({
      deductions: deductions.map(({ reason, amount }) => ({
        reason,
        amount: rupeesToPaise(amount),
      })),
    }))
    .pipe(depositSettlementProposalInputSchema(deposit));

/**
 * The admin's decision on a deposit dispute (components/deposit-disputes-screen): what the owner
 * keeps, typed in rupees (0 up to the deposit), sent in paise.
 */
export const resolveFormSchema = (deposit: number) =>
  z.object({ ownerAmount: rupeesField('What the owner keeps', { min: 0, max: deposit / 100 }) });
