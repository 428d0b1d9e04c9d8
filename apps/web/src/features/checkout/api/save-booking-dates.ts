import type { SaveBookingDatesInput } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { checkoutSchemas } from './load-schemas';

/**
 * POST /api/user/checkout/save-booking-dates with `{ propertyId, moveInDate, rentalPeriod,
 * endDate }`. The server computes the end date itself and only compares the one sent; taken dates
 * answer 409.
 */
export const saveBookingDates = async (input: SaveBookingDatesInput) => {
  const { saveBookingDatesInputSchema, cartMutationResponseSchema } = await checkoutSchemas.load();
  const body = saveBookingDatesInputSchema.parse(input);
  const response = await apiClient.post<unknown>('/user/checkout/save-booking-dates', body);
  return cartMutationResponseSchema.parse(response.data);
};
