import { useState } from 'react';
import { CircleX, CreditCard, FlaskConical, RotateCcw } from 'lucide-react';
import type { PaymentOrder, RazorpayPaymentData } from '@nestly/shared';
import { Alert, Button, Dialog, ErrorState, Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import type { CheckoutEndReason } from '../../../lib/checkout-error';
import { formatInr } from '../../../lib/format';
import { useFailTestCheckout } from '../api/fail-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';
import { usePayTestCheckout } from '../api/pay-test-checkout';

export interface TestCheckoutDialogProps {
  order: PaymentOrder;
  description: string;
  onPaid: (paymentData: RazorpayPaymentData) => void;
  onEnd: (reason: CheckoutEndReason) => void;
}

/**
 * The local stand-in for Razorpay's checkout when the server runs in test mode (operating
 * contract): the person chooses to pay or to fail, and no money moves.
 */
export default function TestCheckoutDialog({
  order,
  description,
  onPaid,
  onEnd,
}: TestCheckoutDialogProps) {
  const orderQuery = useTestCheckout(order.orderId);
  const payMutation = usePayTestCheckout();
  const failMutation = useFailTestCheckout();
  const [hasFailed, setHasFailed] = useState(false);

  const status = orderQuery.data?.status;
  const isFailed = hasFailed || status === 'failed';
  const amount = formatInr(orderQuery.data?.amount ?? order.amount);
  const isBusy = payMutation.isPending || failMutation.isPending;

  const close = () => onEnd(isFailed ? 'failed' : 'dismissed');
  const pay = () => payMutation.mutate(order.orderId, { onSuccess: onPaid });
  const fail = () => failMutation.mutate(order.orderId, { onSuccess: () => setHasFailed(true) });

  const footer = isFailed ? (
    <>
      <Button key="close" variant="outline" onClick={() => onEnd('failed')}>
        Close
      </Button>
      <Button
        key="retry"
        onClick={() => onEnd('retry')}
        icon={<RotateCcw className="size-4" aria-hidden />}
        // The failure replaces the Pay and Fail buttons: focus moves to the next step.
        autoFocus
      >
        Try again
      </Button>
    </>
  ) : (
    <>
      <Button
        key="fail"
        variant="danger-ghost"
        onClick={fail}
        isLoading={failMutation.isPending}
        disabled={isBusy || !orderQuery.isSuccess || status !== 'created'}
      >
        Fail payment
      </Button>
      <Button
        key="pay"
        onClick={pay}
        isLoading={payMutation.isPending}
        disabled={isBusy || !orderQuery.isSuccess || status !== 'created'}
        icon={<CreditCard className="size-4" aria-hidden />}
        data-autofocus
      >
        Pay {amount}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title="Nestly test checkout"
      description="Test mode: no real money moves. Choose how this payment ends."
      footer={footer}
    >
      {orderQuery.isPending ? (
        <div className="flex justify-center py-8 text-primary-600">
          <Spinner label="Loading the order" />
        </div>
      ) : orderQuery.isError ? (
        <ErrorState
          title="Could not load this payment"
          message={errorMessage(orderQuery.error)}
          onRetry={() => void orderQuery.refetch()}
        />
      ) : isFailed ? (
        <div role="alert" className="flex flex-col items-center py-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-700">
            <CircleX className="size-6" aria-hidden />
          </span>
          <p className="mt-4 text-base font-semibold text-slate-900">Payment failed</p>
          <p className="mt-1 text-sm text-slate-600">
            Nothing was charged. Try again to start a new payment.
          </p>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
            <p className="text-sm text-slate-600">{orderQuery.data.description || description}</p>
            <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{amount}</p>
            <p className="mt-2 truncate font-mono text-xs text-slate-500">
              {orderQuery.data.orderId}
            </p>
          </div>
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <FlaskConical className="size-4 text-amber-700" aria-hidden />
            Shown because the server has no Razorpay keys.
          </p>
          {status === 'paid' && (
            <Alert tone="info">This order is already paid. Close this window.</Alert>
          )}
          {payMutation.isError && <Alert tone="danger">{errorMessage(payMutation.error)}</Alert>}
          {failMutation.isError && <Alert tone="danger">{errorMessage(failMutation.error)}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
