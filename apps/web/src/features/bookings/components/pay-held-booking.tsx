import { Wallet } from 'lucide-react';
import { formatInr, type BookingDetail, paths } from '@nestly/shared';
import { Button, Card, CardBody, CardHeader, TextLink } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { toastServerMessage } from '../../../lib/mutation-config';
import { toast } from '../../../lib/toast';
import { usePayHeldBooking } from '../api/pay-held-booking';

interface PayHeldBookingProps {
  booking: BookingDetail;
  accountId: string;
  /** The wallet's balance, or null while it loads. */
  walletBalance: number | null;
}

/**
 * On a booking still awaiting payment: finish it from the wallet while the dates are held, or go
 * back to checkout to pay by card. Shows nothing for any other booking.
 */
export function PayHeldBooking({ booking, accountId, walletBalance }: PayHeldBookingProps) {
  const payMutation = usePayHeldBooking({
    mutationConfig: {
      onSuccess: toastServerMessage,
      onError: (error) => toast.error(errorMessage(error)),
    },
  });
  if (booking.status !== 'pending_payment') return null;
  // What checkout charges (deposit and month 1) when the answer says so, the total before.
  const dueNow = booking.price.dueNow ?? booking.total;
  const isShort = walletBalance !== null && walletBalance < dueNow;
  const reasonId = `pay-held-${booking.id}`;
  return (
    <Card>
      <CardHeader
        title="Finish paying"
        description={
          booking.expiresAt
            ? `Your dates are held until ${formatDateTime(booking.expiresAt)}.`
            : 'Your dates are held for a short while.'
        }
      />
      <CardBody className="space-y-3">
        <p className="flex items-center justify-between gap-3 text-sm">
          <span className="flex items-center gap-2 text-slate-700">
            <Wallet className="size-4" aria-hidden />
            Wallet balance
          </span>
          <span className="font-semibold text-slate-900">
            {walletBalance === null ? '…' : formatInr(walletBalance)}
          </span>
        </p>
        <Button
          fullWidth
          onClick={() => payMutation.mutate({ accountId, bookingId: booking.id, amount: dueNow })}
          disabled={walletBalance === null || isShort}
          isLoading={payMutation.isPending}
          aria-describedby={isShort ? reasonId : undefined}
        >
          Pay {formatInr(dueNow)} from wallet
        </Button>
        {isShort && (
          <p id={reasonId} className="text-sm text-slate-700">
            Your wallet is {formatInr(dueNow - walletBalance)} short.{' '}
            <TextLink to={paths.user.wallet.getHref()}>Add money</TextLink> or{' '}
            <TextLink to={paths.user.checkout.getHref()}>pay by card at checkout</TextLink>.
          </p>
        )}
      </CardBody>
    </Card>
  );
}
