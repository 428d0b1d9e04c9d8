import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveBookingDatesInput } from '@nestly/shared';
import { notifyError } from '../../../lib/notify-error';
import { checkoutKeys } from '../api/keys';
import { saveAddOns } from '../api/save-addons';
import { saveBookingDates } from '../api/save-booking-dates';

export interface StartBookingInput extends SaveBookingDatesInput {
  /** Service ids; an empty list clears add-ons left from an earlier selection. */
  addOns: string[];
}

/** The cart is filled in the spec's order: the dates first, then the add-ons. */
export const startBooking = async ({ addOns, ...dates }: StartBookingInput) => {
  await saveBookingDates(dates);
  return saveAddOns({ propertyId: dates.propertyId, addOns });
};

/** Fills the cart; its answer seeds the checkout, so the next screen draws at once. */
export const useStartBooking = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBooking,
    // Failures (a 409 when the dates were taken since the page was drawn) are toasted here, in
    // the server's words, so the panel can also refresh what it shows.
    meta: { skipErrorToast: true },
    // Checkout refetches on mount anyway (its data is never fresh for long); this only saves the
    // wait before the first draw.
    onSuccess: ({ cart }) => {
      if (cart) queryClient.setQueryData(checkoutKeys.cart(accountId), cart);
    },
    onError: notifyError,
  });
};
