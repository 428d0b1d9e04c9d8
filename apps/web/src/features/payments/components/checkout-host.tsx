import { lazy, Suspense } from 'react';
import { CheckoutError } from '../../../lib/checkout-error';
import { useCheckoutStore } from '../checkout/checkout-store';

const TestCheckoutDialog = lazy(() => import('./test-checkout-dialog'));

/**
 * Draws the test checkout that `openCheckout` asks for, and settles its promise. Mounted once,
 * beside the toasts; the dialog's code loads only when a test payment starts.
 */
export function CheckoutHost() {
  const request = useCheckoutStore((state) => state.request);
  if (!request) return null;

  const finish = () => useCheckoutStore.setState({ request: null });

  return (
    <Suspense fallback={null}>
      <TestCheckoutDialog
        key={request.order.orderId}
        order={request.order}
        description={request.description}
        onPaid={(paymentData) => {
          finish();
          request.resolve(paymentData);
        }}
        onEnd={(reason) => {
          finish();
          request.reject(new CheckoutError(reason));
        }}
      />
    </Suspense>
  );
}
