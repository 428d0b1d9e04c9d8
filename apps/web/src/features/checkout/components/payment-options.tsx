import { useId } from 'react';
import { CreditCard, RotateCcw, Trash2, Wallet } from 'lucide-react';
import { BOOKING_PAYMENT_WINDOW_MINUTES, type Checkout, paths } from '@nestly/shared';
import { Alert, Button, Card, CardBody, CardHeader, TextLink } from '../../../components/ui';
import { formatInr } from '../../../lib/format';

export type PaymentMethodChoice = 'card' | 'wallet';

interface PaymentOptionsProps {
  cart: Checkout;
  /** Which payment is running, if one is. */
  paying: PaymentMethodChoice | null;
  /** The last attempt failed: why, and how to try again. */
  failure: { method: PaymentMethodChoice; message: string } | null;
  onPayByCard: () => void;
  onPayByWallet: () => void;
  onRetry: () => void;
  onClear: () => void;
}

/** The total and the two ways to pay it; each disabled with its reason shown beside it. */
export function PaymentOptions({
  cart,
  paying,
  failure,
  onPayByCard,
  onPayByWallet,
  onRetry,
  onClear,
}: PaymentOptionsProps) {
  const cardReasonId = useId();
  const walletReasonId = useId();
  // What checkout charges: the deposit and month 1 when the answer says so (the stay's total
  // before long stays); the later months fall due one by one.
  const total = cart.price.dueNow ?? cart.price.total;
  const paysMonthly = cart.price.dueNow !== undefined;
  const shortBy = total - cart.walletBalance;
  const isBusy = paying !== null;
  // Add-ons switched off since they were chosen block paying too (UnavailableAddOns offers to
  // remove them); the dates may be fine.
  const addOnsGone = cart.unavailableAddOns.length > 0;
  const unavailableReason = cart.isAvailable
    ? null
    : addOnsGone
      ? 'Paying is off until the add-ons no longer offered are removed.'
      : 'Paying is off until you choose dates that are free.';
  const walletReason =
    unavailableReason ??
    (shortBy > 0
      ? `Your wallet has ${formatInr(cart.walletBalance)}, ${formatInr(shortBy)} short of ${paysMonthly ? 'what is due now' : 'the total'}.`
      : null);

  return (
    <Card>
      <CardHeader title="Pay" />
      <CardBody className="space-y-5">
        <div>
          <p className="text-sm text-slate-600">{paysMonthly ? 'Due now' : 'Total to pay now'}</p>
          <p className="text-3xl font-bold tracking-tight text-slate-900">{formatInr(total)}</p>
          <p className="mt-1 text-xs text-slate-600">
            {paysMonthly
              ? `The deposit of ${formatInr(cart.price.deposit)} and the first month; the stay’s total is ${formatInr(cart.price.total)}, paid month by month.`
              : `Includes the ${formatInr(cart.price.deposit)} deposit, returned to your wallet when the stay ends.`}
          </p>
        </div>

        {!cart.isAvailable && (
          <Alert
            tone="warning"
            title={
              addOnsGone
                ? 'This stay cannot be paid for yet'
                : 'These dates are no longer available'
            }
          >
            <p>{cart.unavailableReason ?? 'The home cannot be booked for these dates any more.'}</p>
            {!addOnsGone && (
              <TextLink
                to={paths.user.property.getHref(cart.property.id)}
                className="mt-1 inline-block"
              >
                Choose other dates
              </TextLink>
            )}
          </Alert>
        )}

        {cart.isAvailable && cart.pendingBookingId && !failure && (
          <Alert tone="info" title="Your dates are held">
            You started a card payment for this stay. Its dates stay yours for{' '}
            {BOOKING_PAYMENT_WINDOW_MINUTES} minutes from then; pay to keep them.
          </Alert>
        )}

        {failure && (
          <div role="alert">
            <Alert tone="danger" title="Payment not completed">
              <p>{failure.message}</p>
              <Button
                size="sm"
                variant="outline"
                className="mt-2"
                onClick={onRetry}
                disabled={isBusy || !cart.isAvailable}
                icon={<RotateCcw className="size-4" aria-hidden />}
              >
                Try again
              </Button>
            </Alert>
          </div>
        )}

        <div className="space-y-2">
          <Button
            fullWidth
            size="lg"
            onClick={onPayByCard}
            disabled={isBusy || !cart.isAvailable}
            isLoading={paying === 'card'}
            aria-describedby={unavailableReason ? cardReasonId : undefined}
            icon={<CreditCard className="size-5" aria-hidden />}
          >
            Pay {formatInr(total)} by card
          </Button>
          {unavailableReason && (
            <p id={cardReasonId} className="text-sm text-slate-700">
              {unavailableReason}
            </p>
          )}
        </div>

        <div className="space-y-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
          <p className="flex items-center justify-between gap-3 text-sm">
            <span className="flex items-center gap-2 text-slate-700">
              <Wallet className="size-4" aria-hidden />
              Wallet balance
            </span>
            <span className="font-semibold text-slate-900">{formatInr(cart.walletBalance)}</span>
          </p>
          <Button
            fullWidth
            variant="outline"
            onClick={onPayByWallet}
            disabled={isBusy || walletReason !== null}
            isLoading={paying === 'wallet'}
            aria-describedby={walletReason ? walletReasonId : undefined}
          >
            Pay {formatInr(total)} from wallet
          </Button>
          {walletReason && (
            <p id={walletReasonId} className="text-sm text-slate-700">
              {walletReason}
              {cart.isAvailable && (
                <>
                  {' '}
                  <TextLink to={paths.user.wallet.getHref()}>Add money to your wallet</TextLink>
                </>
              )}
            </p>
          )}
        </div>

        <Button
          variant="danger-ghost"
          size="sm"
          onClick={onClear}
          disabled={isBusy}
          icon={<Trash2 className="size-4" aria-hidden />}
        >
          Clear cart
        </Button>
      </CardBody>
    </Card>
  );
}
