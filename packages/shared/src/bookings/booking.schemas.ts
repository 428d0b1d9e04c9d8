import { z } from 'zod';
import { DEFAULT_BOOKINGS_PAGE_SIZE } from '../common/constants';
import { isoDateSchema } from '../common/date.schemas';
import { paginatedSchema, paginationQuerySchema, searchTextSchema } from '../common/pagination';
import { bookingRefundFieldSchema, refundToFieldSchema } from '../payouts/card-refund.schemas';
import { depositSettlementSchema } from './deposit-settlement.schemas';
import { endEarlyPreviewSchema } from './end-early-preview.schemas';
import { ACTOR_ROLES, BOOKING_STATUSES, PAYMENT_METHODS } from './booking.constants';

// Bookings: their states and how they are priced and shown. The states' names and other plain
// values are in booking.constants.ts, the cart and paying in checkout.schemas.ts, a home's taken
// dates in availability.schemas.ts.

export const bookingStatusSchema = z.enum(BOOKING_STATUSES, { error: 'Unknown booking status' });

/** One line of a price: rent, or an add-on service, for the whole stay. */
export const bookingAddOnSchema = z.object({
  serviceId: z.uuid(),
  name: z.string(),
  /** Paise per month. */
  monthlyPrice: z.number().int(),
  /** Paise for the whole stay. */
  total: z.number().int(),
});
export type BookingAddOn = z.infer<typeof bookingAddOnSchema>;

/** Every amount in paise. */
export const priceBreakdownSchema = z.object({
  monthlyRent: z.number().int(),
  months: z.number().int(),
  rentTotal: z.number().int(),
  addOns: z.array(bookingAddOnSchema),
  addOnsTotal: z.number().int(),
  deposit: z.number().int(),
  /** Rent and add-ons. */
  subtotal: z.number().int(),
  /** The whole stay with its deposit: subtotal and deposit. */
  total: z.number().int(),
  /**
   * What checkout charges (PRODUCT.md, long stays): the deposit and month 1 (rent and add-ons);
   * months 2..n are instalments. An order's `amount` is this.
   */
  dueNow: z.number().int(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** The refund a user would get when cancelling on each day in [from, until]. */
export const refundPreviewRowSchema = z.object({
  from: isoDateSchema,
  until: isoDateSchema,
  refund: z.number().int(),
  policy: z.enum(['full', 'late']),
});
export type RefundPreviewRow = z.infer<typeof refundPreviewRowSchema>;

export const bookingPropertySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  city: z.string(),
  state: z.string(),
  /** Thumbnail URL of the cover photo. */
  coverUrl: z.string().nullable(),
});
export type BookingProperty = z.infer<typeof bookingPropertySchema>;

export const bookingPartySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
});

export const bookingSummarySchema = z.object({
  id: z.uuid(),
  /** Short human reference shown on screens and e-mails, e.g. "NST-7F3A9C". */
  reference: z.string(),
  status: bookingStatusSchema,
  property: bookingPropertySchema,
  user: bookingPartySchema,
  owner: bookingPartySchema,
  moveInDate: isoDateSchema,
  endDate: isoDateSchema,
  rentalPeriod: z.number().int(),
  total: z.number().int(),
  /**
   * What the owner earns from this booking after the platform's commission (paise): their share of
   * rent and add-ons (never the deposit) once paid or while awaiting payment, what a cancellation
   * left them, nothing for a booking that expired unpaid.
   */
  ownerEarnings: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** When an unpaid booking lets its dates go. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingEventSchema = z.object({
  id: z.uuid(),
  fromStatus: bookingStatusSchema.nullable(),
  toStatus: bookingStatusSchema,
  actorRole: z.enum(ACTOR_ROLES),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** Money movements of a booking, as the caller may see them (the user's or owner's side). */
export const bookingPaymentSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  description: z.string(),
  /** Paise; positive is money to the party shown, negative from them. */
  amount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** What cancelling now would do, for the caller (user rules or owner's full refund). */
export const cancellationPreviewSchema = z.discriminatedUnion('allowed', [
  z.object({ allowed: z.literal(false), reason: z.string() }),
  z.object({
    allowed: z.literal(true),
    refund: z.number().int(),
    rentRefund: z.number().int(),
    addOnsRefund: z.number().int(),
    depositRefund: z.number().int(),
    policy: z.enum(['full', 'late']),
  }),
]);
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

export const bookingDetailSchema = bookingSummarySchema.extend({
  price: priceBreakdownSchema,
  /** Platform commission and the owner's share of the subtotal (paise). */
  commission: z.number().int(),
  ownerShare: z.number().int(),
  refundAmount: z.number().int().nullable(),
  cancellationReason: z.string().nullable(),
  cancelledBy: z.enum(ACTOR_ROLES).nullable(),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  timeline: z.array(bookingEventSchema),
  payments: z.array(bookingPaymentSchema),
  cancellation: cancellationPreviewSchema,
  refundPreview: z.array(refundPreviewRowSchema),
  /** The refund going back to the card (decision 028), or null when none did. */
  refund: bookingRefundFieldSchema,
  /** Users only: whether a review can be written now, and the one written. */
  canReview: z.boolean(),
  hasReview: z.boolean(),
  /** Long stays (decision 027): autopay on, the home's longest stay, what ending early would do. */
  autopay: z.boolean(),
  maxMonths: z.number().int(),
  endEarly: endEarlyPreviewSchema,
  /** The move-out deposit settlement (decision 027): null until the stay has ended. */
  depositSettlement: depositSettlementSchema.nullable(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const bookingResponseSchema = z.object({ booking: bookingDetailSchema });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
export const bookingMutationResponseSchema = z.object({
  message: z.string(),
  booking: bookingDetailSchema,
});
export type BookingMutationResponse = z.infer<typeof bookingMutationResponseSchema>;

export const bookingListResponseSchema = paginatedSchema(bookingSummarySchema);
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

/** GET /api/user/bookings: page 1, size 5 by default (spec section 9). */
export const userBookingsQuerySchema = paginationQuerySchema(DEFAULT_BOOKINGS_PAGE_SIZE).extend({
  status: bookingStatusSchema.optional(),
});
/** GET /api/owner/bookings: `ownerId`, when sent, must be the caller's own id. */
export const ownerBookingsQuerySchema = userBookingsQuerySchema.extend({
  ownerId: z.uuid().optional(),
  propertyId: z.uuid().optional(),
});
export const adminBookingsQuerySchema = paginationQuerySchema(10)
  .extend({
    status: bookingStatusSchema.optional(),
    propertyId: z.uuid().optional(),
    userId: z.uuid().optional(),
    ownerId: z.uuid().optional(),
    /** Stays overlapping [from, to]. */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    search: searchTextSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: '"from" must be on or before "to"',
    path: ['to'],
  });
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

export const cancelBookingInputSchema = z.strictObject({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(3, { error: 'Give a reason of at least 3 characters' })
    .max(500, { error: 'At most 500 characters' }),
  /**
   * Where the user's refund goes (PRODUCT.md, Money out): the wallet (instant, the default) or,
   * for money paid by card, back to the card. A host's cancellation always refunds to the wallet.
   */
  refundTo: refundToFieldSchema,
});
export type CancelBookingInput = z.input<typeof cancelBookingInputSchema>;
