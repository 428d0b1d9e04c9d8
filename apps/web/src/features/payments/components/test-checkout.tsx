import { QueryBoundary } from '../../../lib/query-boundary';
import { CheckoutError } from '../../../lib/checkout-error';
import { useCheckoutStore, type TestCheckoutRequest } from '../checkout/checkout-store';
import TestCheckoutDialog from './test-checkout-dialog';

/**
 * The test checkout asked for by `openCheckout`, settling its promise. Loaded by the CheckoutHost
 * when a payment starts, with the query cache the dialog reads from (the page underneath may not
 * have loaded it): none of this is in the entry chunk (issue 12, bundle budget).
 */
export default function TestCheckout({ request }: { request: TestCheckoutRequest }) {
  const finish = () => useCheckoutStore.setState({ request: null });
  return (
    <QueryBoundary>
      <TestCheckoutDialog
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
    </QueryBoundary>
  );
}
