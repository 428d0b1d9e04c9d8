import type { PaymentOrder, RazorpayPaymentData } from '@nestly/shared';
import { isCheckoutError } from './checkout-error';
import { toast } from './toast';

/** Takes an order to payment: `openCheckout` of the payments feature, handed in by the screen. */
export type PayOrder = (order: PaymentOrder, description: string) => Promise<RazorpayPaymentData>;

interface PayFreshOrderOptions<Result> {
  createOrder: () => Promise<{ order: PaymentOrder }>;
  pay: PayOrder;
  description: string;
  verify: (paymentData: RazorpayPaymentData) => Promise<Result>;
}

/**
 * Create an order, pay it, verify the payment. "Try again" after a failed payment starts over
 * with a fresh order (a failed order cannot be paid).
 */
export const payFreshOrder = async <Result>({
  createOrder,
  pay,
  description,
  verify,
}: PayFreshOrderOptions<Result>): Promise<Result> => {
  for (;;) {
    const { order } = await createOrder();
    let paymentData: RazorpayPaymentData;
    try {
      paymentData = await pay(order, description);
    } catch (error) {
      if (isCheckoutError(error) && error.reason === 'retry') continue;
      throw error;
    }
    return verify(paymentData);
  }
};

/**
 * Toasts how a checkout ended without a payment (closing it is news, not an error). False when
 * the error is not the checkout's, for the caller to handle.
 */
export const toastCheckoutEnd = (error: unknown): boolean => {
  if (!isCheckoutError(error)) return false;
  if (error.reason === 'dismissed') toast.info(error.message);
  else toast.error(error.message);
  return true;
};
