import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PLAN_DURATION_DAYS,
  type PaymentOrder,
  type Plan,
  type RazorpayPaymentData,
} from '@nestly/shared';
import { isApiError } from '../../../lib/api-error';
import { isCheckoutError } from '../../../lib/checkout-error';
import { notifyError } from '../../../lib/notify-error';
import { subscriptionKeys } from '../api/keys';
import { subscribe } from '../api/subscribe';
import { verifySubscription } from '../api/verify-subscription';
import { toast } from '../../../lib/toast';

/** Takes an order to payment: `openCheckout` of the payments feature, handed in by the screen. */
export type PayOrder = (order: PaymentOrder, description: string) => Promise<RazorpayPaymentData>;

/**
 * Buying a plan: create the order, pay it, verify the payment. "Try again" after a failed
 * payment starts over with a fresh order (a failed order cannot be paid).
 */
export const buyPlan = async (plan: Plan, pay: PayOrder) => {
  for (;;) {
    const { order } = await subscribe({
      planName: plan.name,
      price: plan.price,
      allowedProperties: plan.allowedProperties,
    });
    let paymentData: RazorpayPaymentData;
    try {
      paymentData = await pay(order, `Nestly ${plan.name} plan, ${PLAN_DURATION_DAYS} days`);
    } catch (error) {
      if (isCheckoutError(error) && error.reason === 'retry') continue;
      throw error;
    }
    return verifySubscription({ paymentData });
  }
};

export const useBuyPlan = (pay: PayOrder) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: Plan) => buyPlan(plan, pay),
    // The screen shows "not approved" in place; other failures are toasted here.
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
      // Not approved: shown in place. Blocked: the api-client has toasted and signed out.
      if (isApiError(error) && ['OWNER_NOT_APPROVED', 'ACCOUNT_BLOCKED'].includes(error.code)) {
        return;
      }
      notifyError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
  });
};
