import { z } from 'zod';
import { walletBalanceSplitSchema } from './wallet-balance.schemas';
import { paiseInputSchema } from '../common/money-input';
import { paginationQuerySchema, paginationSchema } from '../common/pagination';
import { paymentOrderSchema } from '../payments/payment.schemas';
import { WALLET_ENTRY_KINDS, WALLET_TOP_UP_MAX, WALLET_TOP_UP_MIN } from './wallet.constants';

export const walletEntryKindSchema = z.enum(WALLET_ENTRY_KINDS);

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

export const walletTopUpInputSchema = z.strictObject({
  amount: paiseInputSchema('Amount', { min: WALLET_TOP_UP_MIN, max: WALLET_TOP_UP_MAX }),
});
export type WalletTopUpInput = z.infer<typeof walletTopUpInputSchema>;
export const walletTopUpResponseSchema = z.object({
  message: z.string(),
  order: paymentOrderSchema,
});
