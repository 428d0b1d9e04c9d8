import type { BookingDetail } from '@nestly/shared';
import { Alert } from '../../../components/ui';
import { formatDateTime, formatInr } from '../../../lib/format';
import type { BookingArea } from '../api/keys';
import { ACTOR_LABELS } from '../lib/labels';
import { BOOKING_AREA_VIEWS } from './booking-area-views';

interface BookingStatusNoticeProps {
  booking: BookingDetail;
  area: BookingArea;
}

/** ` by you`, ` by the guest`, … as the reader would say it. */
const cancelledBy = ({ cancelledBy: actor }: BookingDetail, area: BookingArea): string => {
  if (!actor) return '';
  if (actor === 'system') return ' automatically';
  if (actor === area) return ' by you';
  return actor === 'admin' ? ' by an admin' : ` by the ${ACTOR_LABELS[actor]}`;
};

/** Where the refund went: the wallet, or (decision 028) back to the card, the rest to the wallet. */
const refundWords = ({ refundAmount, refund }: BookingDetail, guestWallet: string): string => {
  const total = refundAmount ?? 0;
  if (!refund) return `${formatInr(total)} was refunded to ${guestWallet}.`;
  const toWallet = total - refund.amount;
  return `${formatInr(refund.amount)} goes back to the card it was paid with${
    toWallet > 0 ? `; ${formatInr(toWallet)} was refunded to ${guestWallet}` : ''
  }.`;
};

/** What the booking is in, in one line at the top: held, cancelled, expired, completed. */
export function BookingStatusNotice({ booking, area }: BookingStatusNoticeProps) {
  const view = BOOKING_AREA_VIEWS[area];
  switch (booking.status) {
    case 'pending_payment':
      return (
        <Alert
          tone="warning"
          title={
            booking.expiresAt
              ? `Awaiting payment — dates held until ${formatDateTime(booking.expiresAt)}`
              : 'Awaiting payment'
          }
        >
          {view.awaitingPayment}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert
          tone="danger"
          title={`Cancelled${cancelledBy(booking, area)}${
            booking.cancelledAt ? ` on ${formatDateTime(booking.cancelledAt)}` : ''
          }`}
        >
          {booking.cancellationReason && (
            <p className="break-words">Reason: “{booking.cancellationReason}”</p>
          )}
          {booking.refundAmount !== null && <p>{refundWords(booking, view.guestWallet)}</p>}
        </Alert>
      );
    case 'expired':
      return (
        <Alert tone="info" title="Expired">
          {booking.payments.length === 0
            ? 'It was not paid in time, so its dates were released. Nothing was charged.'
            : // A card payment that lands after the dates were taken is credited (decision 007).
              `The payment arrived after the dates were released, so it was credited to ${view.guestWallet}.`}
        </Alert>
      );
    case 'completed':
      return (
        <Alert tone="success" title="Stay completed">
          {/* Long stays settle the deposit at move-out (its own card says where it stands); a
              stay from before them, or an answer without the settlement, returned it at once. */}
          {booking.depositSettlement
            ? 'The security deposit is settled after move-out: its card below says where it stands.'
            : view.depositReturned}
        </Alert>
      );
    default:
      return null;
  }
}
