import { z } from 'zod';
import {
  razorpayPaymentDataSchema,
  verifyPaymentResponseSchema,
  type RazorpayPaymentData,
} from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { requireBookingAnswer } from '../lib/booking-answer';

/** A booking's payment always names its booking (only wallet top-ups answer `bookingId: null`). */
const bookingPaymentResponseSchema = verifyPaymentResponseSchema.extend({ bookingId: z.uuid() });
export type BookingPaymentResponse = z.infer<typeof bookingPaymentResponseSchema>;

/**
 * POST /api/user/razorpay/verify with what the checkout handed back. Confirms the booking, or
 * answers `expired` when the payment came after the hold ended and the dates were taken (the
 * money then goes to the wallet).
 */
export const verifyBookingPayment = async (
  paymentData: RazorpayPaymentData,
): Promise<BookingPaymentResponse> => {
  const body = razorpayPaymentDataSchema.parse(paymentData);
  const response = await apiClient.post<unknown>('/user/razorpay/verify', body);
  return bookingPaymentResponseSchema.parse(requireBookingAnswer(response, 'bookingId'));
};
