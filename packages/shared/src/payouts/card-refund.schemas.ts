import { z } from 'zod';

// Refunds to the card (PRODUCT.md, Money out: "Refund to the card"). Cancelling takes
// `refundTo`; card-paid money can go back through the provider, wallet-paid money always returns
// to the wallet.

export const REFUND_DESTINATIONS = ['wallet', 'card'] as const;
export const refundDestinationSchema = z.enum(REFUND_DESTINATIONS, {
  error: 'Choose whether the refund goes to your wallet or your card',
});
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/**
 * The field `POST /bookings/cancel/{id}` adds beside `reason`: the wallet unless asked (it is
 * instant and can pay the next booking).
 */
export const refundToFieldSchema = refundDestinationSchema.default('wallet');

/** How long each takes, as the cancel dialog says it (a card refund is the bank's 5–7 working days). */
export const REFUND_TIMING: Record<RefundDestination, string> = {
  wallet: 'Instant: in your Nestly wallet as soon as you cancel',
  card: '5–7 working days to reach your card or bank account',
};

export const CARD_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const cardRefundStatusSchema = z.enum(CARD_REFUND_STATUSES);
export type CardRefundStatus = (typeof CARD_REFUND_STATUSES)[number];

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
