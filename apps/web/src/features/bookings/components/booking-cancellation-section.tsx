import { XCircle } from 'lucide-react';
import type { BookingDetail } from '@nestly/shared';
import { Button, Card, CardBody, CardHeader } from '../../../components/ui';
import { formatDay, formatInr } from '../../../lib/format';
import type { CancellingArea } from '../api/keys';
import { refundPolicyText } from '../lib/refund-policy';

/** The refund for cancelling today and over the coming days (users), or the owner's full refund. */
export function BookingCancellationSection({
  booking,
  area,
  onCancel,
}: {
  booking: BookingDetail;
  area: CancellingArea;
  onCancel: () => void;
}) {
  const { cancellation } = booking;
  return (
    <Card>
      <CardHeader title="Cancellation" />
      <CardBody className="space-y-4 text-sm">
        {!cancellation.allowed ? (
          <p className="text-slate-700">{cancellation.reason}</p>
        ) : area === 'owner' ? (
          <p className="text-slate-700">
            If you cancel, the guest gets a full refund of{' '}
            <strong className="text-slate-900">{formatInr(cancellation.refund)}</strong> and your
            earning from this stay is reversed.
          </p>
        ) : (
          <>
            <p className="text-slate-700">
              Cancel today and get back{' '}
              <strong className="text-slate-900">{formatInr(cancellation.refund)}</strong> to your
              Nestly wallet. {refundPolicyText(cancellation.policy)}
            </p>
            {booking.refundPreview.length > 0 && (
              <ul className="space-y-1.5" aria-label="Refund by cancellation date">
                {booking.refundPreview.map((row) => (
                  <li key={row.from} className="flex justify-between gap-4">
                    <span className="text-slate-600">
                      {row.from === row.until
                        ? formatDay(row.from)
                        : `${formatDay(row.from)} – ${formatDay(row.until)}`}
                    </span>
                    <span className="font-semibold text-slate-900">
                      {formatInr(row.refund)} {row.policy === 'full' ? '(full)' : '(partial)'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {cancellation.allowed && (
          <Button
            variant="danger-ghost"
            className="ring-1 ring-red-200 ring-inset"
            fullWidth
            onClick={onCancel}
            icon={<XCircle className="size-4" aria-hidden />}
          >
            Cancel booking
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
