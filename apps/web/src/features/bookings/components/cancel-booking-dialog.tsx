import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type BookingDetail,
  type CancellationPreview,
  type RefundDestination,
} from '@nestly/shared';
import { Alert, Button, Dialog, FormField, Textarea } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { exportOf } from '../../../lib/load-once';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { formatInr } from '../../../lib/format';
import { useCancelBooking } from '../api/cancel-booking';
import { refundPolicyText } from '../lib/refund-policy';
import { bookingSchemas } from '../api/load-schemas';
import type { CancellingArea } from '../api/keys';
import { toastServerMessage } from '../../../lib/mutation-config';
import { RefundDestinationChoice, splitRefund } from './refund-destination-choice';

type AllowedCancellation = Extract<CancellationPreview, { allowed: true }>;

interface CancelBookingDialogProps {
  booking: BookingDetail;
  area: CancellingArea;
  open: boolean;
  onClose: () => void;
}

const FORM_ID = 'cancel-booking-form';

const cancelBookingResolver = lazyZodResolver(exportOf(bookingSchemas, 'cancelBookingInputSchema'));

/**
 * Cancelling is destructive and moves money, so the dialog says what happens to it (the server's
 * own preview for today) before the person confirms, and asks for the reason the other side sees.
 */
export function CancelBookingDialog(props: CancelBookingDialogProps) {
  return props.open ? <CancelBookingDialogContent {...props} /> : null;
}

/** Paise the booking's guest paid by card (the card payments it shows), which can go back there. */
export const cardPaidOf = (booking: BookingDetail): number =>
  booking.payments
    .filter((payment) => payment.kind === 'card_payment')
    .reduce((sum, payment) => sum + Math.abs(payment.amount), 0);

/** Where the guest's refund goes, in the summary's words. */
const destinationWords = (refund: number, cardPaid: number, destination: RefundDestination) => {
  const { toCard, toWallet } = splitRefund(refund, cardPaid, destination);
  if (toCard === 0) return 'To your Nestly wallet, at once.';
  return toWallet > 0
    ? `${formatInr(toCard)} back to your card (5–7 working days), ${formatInr(toWallet)} to your Nestly wallet at once.`
    : 'Back to your card, in 5–7 working days.';
};

function RefundSummary({
  area,
  cancellation,
  cardPaid,
  destination,
}: {
  area: CancellingArea;
  cancellation: AllowedCancellation;
  cardPaid: number;
  destination: RefundDestination;
}) {
  return (
    <div className="space-y-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      {area === 'owner' ? (
        <>
          <p className="text-base font-semibold text-slate-900">
            The guest gets a full refund of {formatInr(cancellation.refund)}
          </p>
          <p className="text-sm text-slate-600">
            It goes to their Nestly wallet at once, and your earning from this stay is taken back
            from your wallet.
          </p>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">You get back</p>
          <p className="text-3xl font-bold tracking-tight text-slate-900">
            {formatInr(cancellation.refund)}
          </p>
          <p className="text-sm text-slate-600">
            {destinationWords(cancellation.refund, cardPaid, destination)}{' '}
            {refundPolicyText(cancellation.policy)}
          </p>
        </>
      )}
      <dl className="space-y-1.5 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Rent</dt>
          <dd className="font-medium text-slate-900">{formatInr(cancellation.rentRefund)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Add-ons</dt>
          <dd className="font-medium text-slate-900">{formatInr(cancellation.addOnsRefund)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Security deposit</dt>
          <dd className="font-medium text-slate-900">{formatInr(cancellation.depositRefund)}</dd>
        </div>
      </dl>
    </div>
  );
}

function CancelBookingDialogContent({ booking, area, onClose }: CancelBookingDialogProps) {
  const cancelMutation = useCancelBooking(area, {
    mutationConfig: { onSuccess: toastServerMessage },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: cancelBookingResolver,
    defaultValues: { reason: '' },
  });
  const { cancellation } = booking;
  // Only the guest chooses where the refund goes, and only card-paid money can go to the card.
  const [destination, setDestination] = useState<RefundDestination>('wallet');
  const cardPaid = area === 'user' ? cardPaidOf(booking) : 0;
  const refundTo: RefundDestination = cardPaid > 0 ? destination : 'wallet';

  const onSubmit = handleSubmit(({ reason }) =>
    cancelMutation.mutate(
      { id: booking.id, reason, refundTo },
      {
        onSuccess: onClose,
        onError: (error) => applyFieldErrors(error, setError, ['reason']),
      },
    ),
  );

  const description = `${booking.property.title} · ${booking.reference}`;

  if (!cancellation.allowed) {
    return (
      <Dialog
        open
        onClose={onClose}
        title="This booking cannot be cancelled"
        description={description}
        footer={
          <Button variant="outline" onClick={onClose} data-autofocus>
            Close
          </Button>
        }
      >
        <Alert tone="warning">{cancellation.reason}</Alert>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Cancel this booking?"
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={cancelMutation.isPending}>
            Keep booking
          </Button>
          <Button
            variant="danger"
            type="submit"
            form={FORM_ID}
            isLoading={cancelMutation.isPending}
          >
            Cancel booking
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <RefundSummary
          area={area}
          cancellation={cancellation}
          cardPaid={cardPaid}
          destination={refundTo}
        />
        {cardPaid > 0 && cancellation.refund > 0 && (
          <RefundDestinationChoice
            refund={cancellation.refund}
            cardRefundable={cardPaid}
            value={destination}
            onChange={setDestination}
          />
        )}
        <form id={FORM_ID} onSubmit={onSubmit} noValidate>
          <FormField
            label="Reason for cancelling"
            error={errors.reason?.message}
            hint={`${area === 'owner' ? 'The guest' : 'The owner'} sees this. 3 to 500 characters.`}
          >
            <Textarea rows={3} maxLength={500} data-autofocus {...register('reason')} />
          </FormField>
        </form>
        <p className="text-xs text-slate-600">This cannot be undone.</p>
      </div>
    </Dialog>
  );
}
