import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLAN_DURATION_DAYS, type Plan } from '@nestly/shared';
import { isApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify-error';
import { payFreshOrder, toastCheckoutEnd, type PayOrder } from '../../../lib/pay-order';
import { subscriptionKeys } from '../api/keys';
import { subscribe } from '../api/subscribe';
import { verifySubscription } from '../api/verify-subscription';
import { toast } from '../../../lib/toast';

export type { PayOrder };

/** A plan to buy; `upgrade`: start it now, the running plan's unused days credited (item 13). */
export type PlanChoice = Plan & { upgrade?: boolean };

/** Buying a plan: create the order, pay it, verify the payment (a fresh order on "Try again"). */
export const buyPlan = (plan: PlanChoice, pay: PayOrder) =>
  payFreshOrder({
    createOrder: () =>
      subscribe({
        planName: plan.name,
        price: plan.price,
        allowedProperties: plan.allowedProperties,
        ...(plan.upgrade && { upgrade: true }),
      }),
    pay,
    description: `Nestly ${plan.name} plan, ${PLAN_DURATION_DAYS} days`,
    verify: (paymentData) => verifySubscription({ paymentData }),
  });

export const useBuyPlan = (pay: PayOrder) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanChoice) => buyPlan(plan, pay),
    // The screen shows "not approved" in place; other failures are toasted here.
    meta: { skipErrorToast: true },
    onSuccess: (result) => {
      toast.success(result.message);
    },
    onError: (error) => {
      if (toastCheckoutEnd(error)) return;
      // Not approved: shown in place. Blocked: the api-client has toasted and signed out.
      if (isApiError(error) && ['OWNER_NOT_APPROVED', 'ACCOUNT_BLOCKED'].includes(error.code)) {
        return;
      }
      notifyError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
  });
};
