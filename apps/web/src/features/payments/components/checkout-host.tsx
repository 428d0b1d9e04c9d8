import { lazy, Suspense } from 'react';
import { useCheckoutStore } from '../checkout/checkout-store';

const TestCheckout = lazy(() => import('./test-checkout'));

/**
 * Draws the test checkout that `openCheckout` asks for. Mounted once, beside the toasts; the
 * dialog's code loads only when a test payment starts.
 */
export function CheckoutHost() {
  const request = useCheckoutStore((state) => state.request);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <TestCheckout key={request.order.orderId} request={request} />
    </Suspense>
  );
}
