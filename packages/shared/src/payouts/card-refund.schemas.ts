import { z } from 'zod';
import { CARD_REFUND_STATUSES, REFUND_DESTINATIONS } from './card-refund.constants';

// Refunds to the card (PRODUCT.md, Money out: "Refund to the card"). Cancelling takes
// `refundTo`; card-paid money can go back through the provider, wallet-paid money always returns
// to the wallet.

export const refundDestinationSchema = z.enum(REFUND_DESTINATIONS, {
  error: 'Choose whether the refund goes to your wallet or your card',
});

/**
 * The field `POST /bookings/cancel/{id}` adds beside `reason`: the wallet unless asked (it is
 * instant and can pay the next booking).
 */
export const refundToFieldSchema = refundDestinationSchema.default('wallet');

export const cardRefundStatusSchema = z.enum(CARD_REFUND_STATUSES);

/**
 * `refund` on the booking: the card refund the provider is handling, or null when the refund
 * (if any) went to the wallet. A failed card refund is credited to the wallet instead.
 */
export const bookingCardRefundSchema = z.object({
  status: cardRefundStatusSchema,
  /** Paise sent back to the card. */
  amount: z.number().int().positive(),
});
export type BookingCardRefund = z.infer<typeof bookingCardRefundSchema>;

export const bookingRefundFieldSchema = bookingCardRefundSchema.nullable();
