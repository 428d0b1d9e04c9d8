import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentOrder, RazorpayPaymentData } from '@nestly/shared';
import { isCheckoutError } from '../../../lib/checkout-error';
import { notifyError } from '../../../lib/notify-error';
import { walletKeys } from '../api/keys';
import { topUpWallet } from '../api/top-up-wallet';
import { verifyTopUp } from '../api/verify-top-up';
import { toast } from '../../../lib/toast';

/** Takes an order to payment: `openCheckout` of the payments feature, handed in by the screen. */
export type PayOrder = (order: PaymentOrder, description: string) => Promise<RazorpayPaymentData>;

/**
 * Adding money: create the order, pay it, verify the payment. "Try again" after a failed
 * payment starts over with a fresh order (a failed order cannot be paid).
 */
export const topUp = async (amount: number, pay: PayOrder) => {
  for (;;) {
    const { order } = await topUpWallet({ amount });
    let paymentData: RazorpayPaymentData;
    try {
      paymentData = await pay(order, 'Wallet top-up');
    } catch (error) {
      if (isCheckoutError(error) && error.reason === 'retry') continue;
      throw error;
    }
    return verifyTopUp(paymentData);
  }
};

export const useTopUp = (pay: PayOrder) => {
  const queryClient = useQueryClient();
  return useMutation({
    /** `amount` in paise. */
    mutationFn: (amount: number) => topUp(amount, pay),
    // A closed checkout is not an error; the other outcomes are toasted here.
    meta: { skipErrorToast: true },
    onSuccess: (result) => {
      toast.success(result.message);
    },
    onError: (error) => {
      if (isCheckoutError(error)) {
        if (error.reason === 'dismissed') toast.info(error.message);
        else toast.error(error.message);
        return;
      }
      notifyError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
