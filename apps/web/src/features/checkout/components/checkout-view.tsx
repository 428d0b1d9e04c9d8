import { useState, type ComponentType } from 'react';
import { CalendarDays, MapPin, ShoppingBag, TriangleAlert } from 'lucide-react';
import { paths, type Checkout, type PlannedInstalmentView } from '@nestly/shared';
import {
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  EmptyState,
  LinkButton,
  QueryState,
  Skeleton,
  TextLink,
} from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { isCheckoutError } from '../../../lib/checkout-error';
import { formatDay, formatInr, pluralize } from '../../../lib/format';
import { StayDates } from '../../../lib/stay-dates';
import { useClearCart } from '../api/clear-cart';
import { useCheckout } from '../api/get-checkout';
import { useCardPayment, useWalletPayment, type PayOrder } from '../hooks/use-pay-booking';
import { useRemoveUnavailableAddOns } from '../hooks/use-remove-add-ons';
import { PaymentOptions, type PaymentMethodChoice } from './payment-options';
import { PriceBreakdown } from './price-breakdown';
import { RefundPreview } from './refund-preview';
import { UnavailableAddOns } from './unavailable-add-ons';
import { toastServerMessage } from '../../../lib/mutation-config';

interface CheckoutViewProps {
  /** The signed-in user's id: the cart and payment calls name it (another id answers 403). */
  accountId: string;
  /** Takes a provider order to payment: the app hands in the payments feature's openCheckout. */
  pay: PayOrder;
  /** A paid and confirmed booking: the screen shows its confirmation in place of the cart. */
  onBooked: (bookingId: string) => void;
  /**
   * Shows "due now" against the stay's total with its months (the bookings feature's
   * StayPaymentSummary, handed in by the app), when the cart answer carries them.
   */
  paymentPlan?: ComponentType<PaymentPlanProps>;
}

export interface PaymentPlanProps {
  dueNow: number;
  total: number;
  deposit: number;
  schedule: readonly PlannedInstalmentView[];
}

/**
 * What checkout charges: the deposit and month 1 (`price.dueNow`, PRODUCT.md "Long stays, month by
 * month"), or the whole stay from an API that does not send it yet. The order's amount.
 */
export const dueNowOf = (cart: Checkout): number => cart.price.dueNow ?? cart.price.total;

type Outcome =
  | { kind: 'late'; bookingId: string; message: string }
  | { kind: 'failed'; method: PaymentMethodChoice; message: string };

/**
 * The cart, priced by the server: the stay, the breakdown, the cancellation policy with its
 * refund preview, and paying by card or from the wallet. A payment ends in `onBooked`, on its own
 * screen when paid too late and credited, or back here with why it failed and "Try again".
 */
export function CheckoutView({
  accountId,
  pay,
  onBooked,
  paymentPlan: PaymentPlan,
}: CheckoutViewProps) {
  const checkoutQuery = useCheckout(accountId);
  const cardMutation = useCardPayment(pay);
  const walletMutation = useWalletPayment();
  const clearMutation = useClearCart(accountId, {
    mutationConfig: { onSuccess: toastServerMessage },
  });
  const removeAddOnsMutation = useRemoveUnavailableAddOns(accountId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isConfirmingWallet, setIsConfirmingWallet] = useState(false);
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);

  if (outcome?.kind === 'late') return <PaidTooLate outcome={outcome} />;

  // Drawn once the cart is here (QueryState: the skeleton, a failure with a retry, or no cart).
  const drawCart = (cart: Checkout) => {
    const dueNow = dueNowOf(cart);

    const paying: PaymentMethodChoice | null = cardMutation.isPending
      ? 'card'
      : walletMutation.isPending
        ? 'wallet'
        : null;

    const onFailure = (method: PaymentMethodChoice) => (error: Error) =>
      setOutcome({
        kind: 'failed',
        method,
        message: isCheckoutError(error) ? error.message : errorMessage(error),
      });

    const payByCard = () => {
      setOutcome(null);
      cardMutation.mutate(
        {
          accountId,
          amount: dueNow,
          description: `${cart.property.title}: ${pluralize(cart.rentalPeriod, 'month')} from ${formatDay(cart.moveInDate)}`,
        },
        {
          onSuccess: (result) =>
            result.bookingStatus === 'confirmed'
              ? onBooked(result.bookingId)
              : setOutcome({ kind: 'late', bookingId: result.bookingId, message: result.message }),
          onError: onFailure('card'),
        },
      );
    };

    const payByWallet = () => {
      setIsConfirmingWallet(false);
      setOutcome(null);
      walletMutation.mutate(
        { accountId, amount: dueNow },
        {
          onSuccess: (result) => onBooked(result.booking.id),
          onError: onFailure('wallet'),
        },
      );
    };

    const failure = outcome?.kind === 'failed' ? outcome : null;

    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        {/* What is paid for comes first: on a phone it is read before the payment box. */}
        <div className="min-w-0 space-y-6">
          <StaySummary cart={cart} />
          <UnavailableAddOns
            cart={cart}
            isRemoving={removeAddOnsMutation.isPending}
            onRemove={() =>
              removeAddOnsMutation.mutate(cart, { onSuccess: () => setOutcome(null) })
            }
          />
          <Card>
            <CardHeader title="Price" description="Worked out by Nestly from the listing today." />
            <CardBody>
              <PriceBreakdown price={cart.price} />
            </CardBody>
          </Card>
          {PaymentPlan && cart.price.dueNow !== undefined && cart.schedule && (
            <Card>
              <CardHeader
                title="How you pay"
                description="The deposit and the first month now, then each month on the day it starts."
              />
              <CardBody>
                <PaymentPlan
                  dueNow={cart.price.dueNow}
                  total={cart.price.total}
                  deposit={cart.price.deposit}
                  schedule={cart.schedule}
                />
              </CardBody>
            </Card>
          )}
          <Card>
            <CardHeader title="Cancellation policy" />
            <CardBody>
              <RefundPreview rows={cart.refundPreview} moveInDate={cart.moveInDate} />
            </CardBody>
          </Card>
        </div>

        <aside className="lg:sticky lg:top-24">
          <PaymentOptions
            cart={cart}
            paying={paying}
            failure={failure}
            onPayByCard={payByCard}
            onPayByWallet={() => setIsConfirmingWallet(true)}
            onRetry={() => (failure?.method === 'wallet' ? payByWallet() : payByCard())}
            onClear={() => setIsConfirmingClear(true)}
          />
        </aside>
        <ConfirmDialog
          open={isConfirmingWallet}
          title="Pay from your wallet?"
          message={`${formatInr(dueNow)} will be taken from your wallet balance of ${formatInr(cart.walletBalance)}, and the stay is booked at once.`}
          confirmLabel={`Pay ${formatInr(dueNow)}`}
          onConfirm={payByWallet}
          onClose={() => setIsConfirmingWallet(false)}
        />
        <ConfirmDialog
          open={isConfirmingClear}
          title="Clear your cart?"
          message={`Your dates and add-ons for “${cart.property.title}” will be removed.`}
          confirmLabel="Clear cart"
          tone="danger"
          isLoading={clearMutation.isPending}
          onConfirm={() =>
            clearMutation.mutate(undefined, {
              onSuccess: () => setOutcome(null),
              onSettled: () => setIsConfirmingClear(false),
            })
          }
          onClose={() => setIsConfirmingClear(false)}
        />
      </div>
    );
  };

  return (
    <QueryState
      query={checkoutQuery}
      loadingLabel="Loading your cart"
      loading={<CheckoutSkeleton />}
      errorTitle="Could not load your cart"
      empty={<EmptyCart />}
      isEmpty={(cart) => !cart}
    >
      {(cart) => (cart ? drawCart(cart) : null)}
    </QueryState>
  );
}

function StaySummary({ cart }: { cart: Checkout }) {
  const { property } = cart;
  return (
    <Card>
      <CardBody className="flex flex-col gap-4 sm:flex-row">
        {property.coverUrl ? (
          <img
            src={property.coverUrl}
            alt=""
            className="aspect-[4/3] w-full rounded-xl object-cover sm:w-40"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-2">
          <h2 className="text-lg font-semibold break-words text-slate-900">{property.title}</h2>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {property.city}, {property.state}
          </p>
          <StayDates
            moveInDate={cart.moveInDate}
            endDate={cart.endDate}
            months={cart.rentalPeriod}
          />
          <TextLink
            to={paths.user.property.getHref(property.id)}
            className="inline-flex items-center gap-1 text-sm"
          >
            <CalendarDays className="size-4" aria-hidden />
            Change dates or add-ons
          </TextLink>
        </div>
      </CardBody>
    </Card>
  );
}

/** Paid after the hold ended and the dates were gone: the money went to the wallet. */
function PaidTooLate({ outcome }: { outcome: Extract<Outcome, { kind: 'late' }> }) {
  return (
    <Card className="mx-auto max-w-xl">
      <div role="status">
        <EmptyState
          headingLevel={2}
          icon={<TriangleAlert />}
          title="Your payment came too late for these dates"
          description={outcome.message}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <LinkButton to={paths.user.booking.getHref(outcome.bookingId)}>
                View booking
              </LinkButton>
              <LinkButton to={paths.user.wallet.getHref()} variant="outline">
                Open your wallet
              </LinkButton>
            </div>
          }
        />
      </div>
    </Card>
  );
}

/** The empty cart (kept from before bookings existed). */
function EmptyCart() {
  return (
    <Card>
      <EmptyState
        headingLevel={2}
        icon={<ShoppingBag />}
        title="Your cart is empty"
        description="Choose a home and your move-in date, and your booking will be waiting here."
        action={<LinkButton to={paths.user.properties.getHref()}>Browse homes</LinkButton>}
      />
    </Card>
  );
}

function CheckoutSkeleton() {
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
      role="status"
      aria-label="Loading your cart"
    >
      <div className="space-y-6">
        <Skeleton className="h-40" />
        <Skeleton className="h-56" />
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}
