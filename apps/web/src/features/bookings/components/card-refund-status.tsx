import type { BookingCardRefund } from '@nestly/shared';
import { Alert } from '../../../components/ui';
import { formatInr } from '../../../lib/format';

/**
 * The booking's refund to the card (`refund` on the booking), as its guest reads it. A failed card
 * refund is credited to the wallet instead (docs/decisions/028-money-out.md).
 */
export function CardRefundStatus({ refund }: { refund: BookingCardRefund }) {
  const amount = formatInr(refund.amount);
  if (refund.status === 'processed') {
    return (
      <Alert tone="success" title={`${amount} refunded to your card`}>
        Your bank may take a few days more to show it on your statement.
      </Alert>
    );
  }
  if (refund.status === 'failed') {
    return (
      <Alert tone="warning" title="The refund to your card did not go through">
        So we added {amount} to your Nestly wallet instead: you can use it or withdraw it.
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={`${amount} is on its way back to your card`}>
      Banks take 5–7 working days to show a card refund.
    </Alert>
  );
}
