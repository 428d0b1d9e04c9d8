import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { idempotencyKeyFor } from '../../../lib/idempotency-key';
import { notifyError } from '../../../lib/notify-error';
import { payFreshOrder, toastCheckoutEnd, type PayOrder } from '../../../lib/pay-order';
import { createBookingOrder } from '../api/create-booking-order';
import { checkoutKeys } from '../api/keys';
import { placeWalletOrder } from '../api/place-wallet-order';
import { verifyBookingPayment } from '../api/verify-booking-payment';
import { toast } from '../../../lib/toast';

export type { PayOrder };

export interface CardPaymentInput {
  accountId: string;
  /** Paise: the total the page shows; the server refuses it (409) if its price differs. */
  amount: number;
  /** What the payment window says is being paid for. */
  description: string;
}

/**
 * Paying by card: order, checkout, verify. On "Try again" the server reuses the cart's pending
 * booking for the fresh order, so the held dates are not lost.
 */
export const payBookingByCard = (
  { accountId, amount, description }: CardPaymentInput,
  pay: PayOrder,
) =>
  payFreshOrder({
    createOrder: () => createBookingOrder(accountId, { amount }),
    pay,
    description,
    verify: verifyBookingPayment,
  });

/** A payment touches the cart, bookings, the wallet, availability and notifications. */
const useAfterPayment = () => {
  const queryClient = useQueryClient();
  return {
    // The checkout screen swaps to its outcome; its cart is only marked stale, so it does not
    // flash "empty" first. Everything else the payment changed refetches when next shown.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkoutKeys.all, refetchType: 'none' }),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => queryKey[0] !== checkoutKeys.all[0],
        }),
      ]),
    // The price, the hold or the dates may have changed: show the cart as it is now.
    onError: (error: Error) => {
      toastPaymentError(error);
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
  };
};

const toastPaymentError = (error: Error) => {
  if (toastCheckoutEnd(error)) return;
  // A blocked account has been toasted and signed out by the api-client.
  if (isApiError(error) && error.code === 'ACCOUNT_BLOCKED') return;
  notifyError(error);
};

export const useCardPayment = (pay: PayOrder) => {
  const after = useAfterPayment();
  return useMutation({
    mutationFn: (input: CardPaymentInput) => payBookingByCard(input, pay),
    meta: { skipErrorToast: true },
    onSuccess: (result) => {
      // `expired`: the payment came after the hold ended and the dates were gone; it was credited.
      if (result.bookingStatus === 'confirmed') toast.success(result.message);
      else toast.warning(result.message);
      void after.onSuccess();
    },
    onError: after.onError,
  });
};

export const useWalletPayment = () => {
  const after = useAfterPayment();
  return useMutation({
    // One Idempotency-Key per mutation call (a retry of the call sends the same one).
    mutationFn: (variables: { accountId: string; amount: number }) =>
      placeWalletOrder(variables.accountId, variables.amount, idempotencyKeyFor(variables)),
    meta: { skipErrorToast: true },
    onSuccess: (result) => {
      toast.success(result.message);
      void after.onSuccess();
    },
    onError: after.onError,
  });
};
