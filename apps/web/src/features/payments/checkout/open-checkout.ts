import type { PaymentOrder, RazorpayPaymentData } from '@nestly/shared';
import { CheckoutError } from '../../../lib/checkout-error';
import { useCheckoutStore } from './checkout-store';
import { loadRazorpay } from './load-razorpay';

/** Brand colour of the payment window (primary-600). */
const THEME_COLOR = '#4f39f6';

/**
 * Takes a provider order to payment and resolves with what the provider hands back
 * (`razorpay_order_id`, `razorpay_payment_id`, `razorpay_signature`), which the caller sends to
 * its verify call. Rejects with a CheckoutError when the person closes the window, when the test
 * payment fails, or when they ask to try again after a failure (the caller creates a new order).
 *
 * In test mode (no Razorpay keys on the server) the local "Nestly test checkout" stands in;
 * otherwise Razorpay's own checkout opens. Bookings use this too.
 */
export const openCheckout = async (
  order: PaymentOrder,
  description: string,
): Promise<RazorpayPaymentData> => {
  if (order.testMode) {
    return new Promise<RazorpayPaymentData>((resolve, reject) => {
      useCheckoutStore.getState().request?.reject(new CheckoutError('dismissed'));
      useCheckoutStore.setState({ request: { order, description, resolve, reject } });
    });
  }

  let Razorpay;
  try {
    Razorpay = await loadRazorpay();
  } catch (error) {
    throw new CheckoutError('failed', error instanceof Error ? error.message : undefined);
  }
  return new Promise<RazorpayPaymentData>((resolve, reject) => {
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amount,
      currency: 'INR',
      name: 'Nestly',
      description,
      handler: (response) => resolve(response),
      // A failed attempt stays inside Razorpay's window, which lets the person retry there;
      // only closing the window ends the checkout.
      modal: { ondismiss: () => reject(new CheckoutError('dismissed')) },
      theme: { color: THEME_COLOR },
    });
    checkout.open();
  });
};
