import type { z } from 'zod';
import type { RazorpayPaymentData } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { requireBookingAnswer } from '../lib/booking-answer';
import { checkoutSchemas } from './load-schemas';
import type * as schemas from './schemas';

/** A booking's payment always names its booking (only wallet top-ups answer `bookingId: null`). */
export type BookingPaymentResponse = z.infer<typeof schemas.bookingPaymentResponseSchema>;

/**
 * POST /api/user/razorpay/verify with what the checkout handed back. Confirms the booking, or
 * answers `expired` when the payment came after the hold ended and the dates were taken (the
 * money then goes to the wallet).
 */
export const verifyBookingPayment = async (
  paymentData: RazorpayPaymentData,
): Promise<BookingPaymentResponse> => {
  const { razorpayPaymentDataSchema, bookingPaymentResponseSchema } = await checkoutSchemas.load();
  const body = razorpayPaymentDataSchema.parse(paymentData);
  const response = await apiClient.post<unknown>('/user/razorpay/verify', body);
  return bookingPaymentResponseSchema.parse(requireBookingAnswer(response, 'bookingId'));
};
