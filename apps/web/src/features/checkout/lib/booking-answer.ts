import type { AxiosResponse } from 'axios';
import { MESSAGES } from '@nestly/shared';
import { ApiError } from '../../../lib/api-error';

export const NO_BOOKING_RESPONSE_CODE = 'NO_BOOKING_RESPONSE';

/**
 * Spec section 8, "Booking request returns nothing": a booking call that succeeds without the
 * booking it made (no `bookingId` or `booking` in the answer) fails with the spec's exact words,
 * "No response from booking service", instead of a parse error nobody can act on.
 */
export const requireBookingAnswer = (
  response: AxiosResponse<unknown>,
  field: 'bookingId' | 'booking',
): unknown => {
  const body: unknown = response.data;
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : null;
  if (value === undefined || value === null || value === '') {
    throw new ApiError({
      status: response.status,
      code: NO_BOOKING_RESPONSE_CODE,
      message: MESSAGES.NO_BOOKING_RESPONSE,
    });
  }
  return body;
};
