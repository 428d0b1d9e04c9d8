import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify-error';
import { payFreshOrder, toastCheckoutEnd, type PayOrder } from '../../../lib/pay-order';
import { walletKeys } from '../api/keys';
import { topUpWallet } from '../api/top-up-wallet';
import { verifyTopUp } from '../api/verify-top-up';
import { toast } from '../../../lib/toast';

export type { PayOrder };

/** Adding money: create the order, pay it, verify the payment (a fresh order on "Try again"). */
export const topUp = (amount: number, pay: PayOrder) =>
  payFreshOrder({
    createOrder: () => topUpWallet({ amount }),
    pay,
    description: 'Wallet top-up',
    verify: verifyTopUp,
  });

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
      if (!toastCheckoutEnd(error)) notifyError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
