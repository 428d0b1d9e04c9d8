import { z } from 'zod';
import { walletBalanceSplitSchema } from './wallet-balance.schemas';
import { paiseInputSchema } from '../common/money-input';
import { paginationQuerySchema, paginationSchema } from '../common/pagination';
import { paymentOrderSchema } from '../payments/payment.schemas';

/** What a wallet row records (one ledger entry on the wallet's account). */
export const WALLET_ENTRY_KINDS = [
  'booking_payment',
  'booking_earning',
  'refund',
  'earning_reversal',
  'deposit_return',
  /** What the owner keeps of a deposit at move-out (decision 027). */
  'deposit_deduction',
  'top_up',
  'late_payment_credit',
  'payout',
  'payout_reversal',
  /** Long stays (decision 027): a month paid from the wallet (by the tenant, or autopay). */
  'instalment_payment',
  /** An owner's pending earning from a paid month, now available (the release job). */
  'earning_released',
  /** A paid month refunded (the stay ended early before its period). */
  'instalment_refund',
] as const;
export const walletEntryKindSchema = z.enum(WALLET_ENTRY_KINDS);
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

export const walletEntrySchema = z.object({
  id: z.uuid(),
  kind: walletEntryKindSchema,
  description: z.string(),
  /** Paise: positive in, negative out. */
  amount: z.number().int(),
  /** The wallet's balance right after this row (paise). */
  balanceAfter: z.number().int(),
  bookingId: z.uuid().nullable(),
  bookingReference: z.string().nullable(),
  propertyTitle: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletQuerySchema = paginationQuerySchema(10);

/** GET /api/{user|owner}/wallet/{id}: balance and the newest rows first. */
export const walletResponseSchema = z.object({
  wallet: z.object({
    balance: z.number().int(),
    /** balance = available + pending (PRODUCT.md, Money out): only available money can leave. */
    ...walletBalanceSplitSchema.shape,
    currency: z.literal('INR'),
    /** Money in and out over the wallet's life (paise). */
    totalIn: z.number().int(),
    totalOut: z.number().int(),
  }),
  data: z.array(walletEntrySchema),
  pagination: paginationSchema,
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

/** ₹100 to ₹5,00,000 per top-up. */
export const WALLET_TOP_UP_MIN = 10_000;
export const WALLET_TOP_UP_MAX = 50_000_000;
export const walletTopUpInputSchema = z.strictObject({
  amount: paiseInputSchema('Amount', { min: WALLET_TOP_UP_MIN, max: WALLET_TOP_UP_MAX }),
});
export type WalletTopUpInput = z.infer<typeof walletTopUpInputSchema>;
export const walletTopUpResponseSchema = z.object({
  message: z.string(),
  order: paymentOrderSchema,
});
