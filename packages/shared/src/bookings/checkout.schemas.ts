import { z } from 'zod';
import { paiseInputSchema } from '../common/money-input';
import { isoDateSchema } from '../common/date.schemas';
import { paymentOrderSchema } from '../payments/payment.schemas';
import { PROPERTY_MONTHS_MAX, PROPERTY_MONTHS_MIN } from '../properties/property.constants';
import {
  bookingPropertySchema,
  bookingStatusSchema,
  priceBreakdownSchema,
  refundPreviewRowSchema,
} from './booking.schemas';
import { stayPaymentPlanSchema } from './instalment.schemas';

const rentalPeriodSchema = z.coerce
  .number({ error: 'Choose how many months' })
  .int({ error: 'Whole months only' })
  .min(PROPERTY_MONTHS_MIN, { error: `At least ${PROPERTY_MONTHS_MIN} month` })
  .max(PROPERTY_MONTHS_MAX, { error: `At most ${PROPERTY_MONTHS_MAX} months` });

// ---------------------------------------------------------------------------------------------
// Cart (spec section 7: /checkout/save-booking-dates, /checkout/save-addons, /checkout/{id})
// ---------------------------------------------------------------------------------------------

/**
 * `endDate` is optional and only checked: the server computes it from moveInDate + rentalPeriod
 * and answers 400 when a sent one differs (PRODUCT.md: "checked, never trusted").
 */
export const saveBookingDatesInputSchema = z.strictObject({
  propertyId: z.uuid({ error: 'Choose a property' }),
  moveInDate: isoDateSchema,
  rentalPeriod: rentalPeriodSchema,
  endDate: isoDateSchema.optional(),
});
export type SaveBookingDatesInput = z.infer<typeof saveBookingDatesInputSchema>;

export const saveAddOnsInputSchema = z.strictObject({
  propertyId: z.uuid({ error: 'Choose a property' }),
  addOns: z
    .array(z.uuid({ error: 'Unknown service' }))
    .max(20, { error: 'At most 20 add-ons' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'An add-on is listed twice' }),
});
export type SaveAddOnsInput = z.infer<typeof saveAddOnsInputSchema>;

/** GET /api/user/checkout/{id}: the cart, priced by the server, with what the user can pay with. */
export const checkoutSchema = z.object({
  property: bookingPropertySchema.extend({
    minMonths: z.number().int(),
    maxMonths: z.number().int(),
  }),
  moveInDate: isoDateSchema,
  endDate: isoDateSchema,
  rentalPeriod: z.number().int(),
  price: priceBreakdownSchema,
  refundPreview: z.array(refundPreviewRowSchema),
  walletBalance: z.number().int(),
  /** False when the dates were taken since they were saved (or the listing went away). */
  isAvailable: z.boolean(),
  unavailableReason: z.string().nullable(),
  /**
   * Add-ons chosen that are no longer offered (switched off since): left out of `price`, and
   * paying is refused until they are removed from the selection.
   */
  unavailableAddOns: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** A card payment already started for this cart (its dates are held until it expires). */
  pendingBookingId: z.uuid().nullable(),
  /**
   * Long stays (PRODUCT.md): `dueNow` (what paying now charges: the deposit and month 1, the same
   * as `price.dueNow`) and the months that follow as instalments (month 1 included).
   */
  ...stayPaymentPlanSchema.shape,
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** `cart` is null when the cart is empty. */
export const checkoutResponseSchema = z.object({ cart: checkoutSchema.nullable() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const cartMutationResponseSchema = z.object({
  message: z.string(),
  cart: checkoutSchema.nullable(),
});
export type CartMutationResponse = z.infer<typeof cartMutationResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Paying (spec: /{provider}/order/{id}, /{provider}/verify, /wallet/place-order/{id})
// ---------------------------------------------------------------------------------------------

/**
 * `amount` (paise) is what the browser showed, the checkout's `dueNow` (deposit and month 1): the
 * server refuses it with 409 when its own price differs (the price changed since), so nobody pays an amount they did not see.
 */
export const createBookingOrderInputSchema = z.strictObject({
  amount: paiseInputSchema('Amount'),
});
export type CreateBookingOrderInput = z.infer<typeof createBookingOrderInputSchema>;

/**
 * The provider order twice: nested under `order` (what the web reads) and its fields at the top
 * level, `{ orderId, amount, currency, keyId }`, as PRODUCT.md and the README describe the call.
 */
export const createBookingOrderResponseSchema = paymentOrderSchema.extend({
  message: z.string(),
  bookingId: z.uuid(),
  order: paymentOrderSchema,
});
export type CreateBookingOrderResponse = z.infer<typeof createBookingOrderResponseSchema>;

/**
 * The wallet payment's body is "not shown" in the spec. Without `bookingId` it pays the cart;
 * with one it pays that booking of the caller that is still awaiting payment (a card checkout
 * abandoned or failed). `amount`, when sent, is compared as above.
 */
export const placeWalletOrderInputSchema = z
  .strictObject({
    amount: paiseInputSchema('Amount').optional(),
    bookingId: z.uuid({ error: 'Invalid booking id' }).optional(),
  })
  // No body at all (Fastify hands the schema null) pays the cart.
  .nullish();
export type PlaceWalletOrderInput = z.infer<typeof placeWalletOrderInputSchema>;

/** POST /api/user/razorpay/verify: confirms a booking payment, a wallet top-up or an instalment. */
export const verifyPaymentResponseSchema = z.object({
  message: z.string(),
  purpose: z.enum(['booking', 'wallet_top_up', 'instalment']),
  /** The booking paid (purpose booking), or the booking of the instalment paid (instalment). */
  bookingId: z.uuid().nullable(),
  /** Booking status after the payment: confirmed, or expired when the dates were lost (credited). */
  bookingStatus: bookingStatusSchema.nullable(),
  /** The instalment paid (purpose instalment, decision 027); absent for the other purposes. */
  instalmentId: z.uuid().optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
