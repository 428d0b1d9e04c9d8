import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '@nestly/shared';
import { notifyError } from '../../../lib/notify-error';
import { checkoutKeys } from '../api/keys';
import { saveAddOns } from '../api/save-addons';

/**
 * Keeps only the add-ons still offered (those in the server's price), dropping the ones switched
 * off since they were chosen: paying is refused until they are gone (decision 013).
 */
export const useRemoveUnavailableAddOns = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cart: Checkout) =>
      saveAddOns({
        propertyId: cart.property.id,
        addOns: cart.price.addOns.map((addOn) => addOn.serviceId),
      }),
    meta: { skipErrorToast: true },
    onSuccess: ({ cart }) => queryClient.setQueryData(checkoutKeys.cart(accountId), cart),
    onError: notifyError,
  });
};
