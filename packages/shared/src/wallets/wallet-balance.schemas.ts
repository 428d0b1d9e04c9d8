import { z } from 'zod';

/**
 * What the wallet answers add beside `balance` (PRODUCT.md, Money out): `balance` = `available` +
 * `pending`, in paise. Pending is an owner's earning from a paid month until 24 hours after the
 * later of its payment and its period's start (instalments.ts: pendingEarningAvailableAt); only
 * available money can leave or pay.
 */
export const walletBalanceSplitSchema = z.object({
  available: z.number().int(),
  pending: z.number().int(),
});
export type WalletBalanceSplit = z.infer<typeof walletBalanceSplitSchema>;
