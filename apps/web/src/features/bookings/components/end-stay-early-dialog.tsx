import { useForm } from 'react-hook-form';
import {
  END_EARLY_NOTICE_DAYS,
  type EndEarlyPreview,
  type EndStayEarlyInput,
} from '@nestly/shared';
import { Alert, Button, Dialog, FormField, Textarea } from '../../../components/ui';
import { formatDay, formatInr, pluralize } from '../../../lib/format';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { bookingSchemas } from '../api/load-schemas';

interface EndStayEarlyDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server's own plan for ending the stay today. */
  preview: EndEarlyPreview;
  /** The stay's end date before this change. */
  currentEndDate: string;
  onConfirm: (input: EndStayEarlyInput) => void;
  isPending: boolean;
}

const FORM_ID = 'end-stay-early-form';

const endStayEarlyResolver = lazyZodResolver(exportOf(bookingSchemas, 'endStayEarlyInputSchema'));

/** Mounted only while open, so each opening starts blank. */
export function EndStayEarlyDialog(props: EndStayEarlyDialogProps) {
  return props.open ? <EndStayEarlyDialogContent {...props} /> : null;
}

type AllowedPreview = Extract<EndEarlyPreview, { allowed: true }>;

/** The new end date and what will no longer be charged, before the tenant confirms. */
export function EndStayEarlySummary({
  preview,
  currentEndDate,
}: {
  preview: AllowedPreview;
  currentEndDate: string;
}) {
  const months = preview.cancelledNumbers.length;
  return (
    <div className="space-y-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <p className="text-sm text-slate-600">Your stay will end on</p>
      <p className="text-2xl font-bold tracking-tight text-slate-900">
        {formatDay(preview.newEndDate)}
      </p>
      <p className="text-sm text-slate-600">
        instead of {formatDay(currentEndDate)}. {END_EARLY_NOTICE_DAYS} days’ notice runs until{' '}
        {formatDay(preview.noticeUntil)}, and the stay ends with the month that notice falls in.
      </p>
      <dl className="space-y-1.5 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            No longer charged ({pluralize(months, 'monthly payment')})
          </dt>
          <dd className="font-medium text-slate-900">{formatInr(preview.noLongerCharged)}</dd>
        </div>
        {preview.refunded > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Refunded to your wallet (months paid ahead)</dt>
            <dd className="font-medium text-slate-900">{formatInr(preview.refunded)}</dd>
          </div>
        )}
        {months > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Months cancelled</dt>
            <dd className="font-medium text-slate-900">
              {preview.cancelledNumbers.map((number) => `month ${number}`).join(', ')}
            </dd>
          </div>
        )}
      </dl>
      <p className="text-xs text-slate-600">
        Your deposit is settled after you move out, as for any stay.
      </p>
    </div>
  );
}

function EndStayEarlyDialogContent({
  onClose,
  preview,
  currentEndDate,
  onConfirm,
  isPending,
}: EndStayEarlyDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: endStayEarlyResolver, defaultValues: { reason: '' } });

  if (!preview.allowed) {
    return (
      <Dialog
        open
        onClose={onClose}
        title="This stay cannot be ended early"
        footer={
          <Button variant="outline" onClick={onClose} data-autofocus>
            Close
          </Button>
        }
      >
        <Alert tone="warning">{preview.reason}</Alert>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="End your stay early?"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            Keep my stay
          </Button>
          <Button variant="danger" type="submit" form={FORM_ID} isLoading={isPending}>
            End stay early
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <EndStayEarlySummary preview={preview} currentEndDate={currentEndDate} />
        <form id={FORM_ID} onSubmit={handleSubmit(onConfirm)} noValidate>
          <FormField
            label="Reason for leaving"
            error={errors.reason?.message}
            hint="The owner sees this. 3 to 500 characters."
          >
            <Textarea rows={3} maxLength={500} data-autofocus {...register('reason')} />
          </FormField>
        </form>
        <p className="text-xs text-slate-600">You cannot take the notice back once given.</p>
      </div>
    </Dialog>
  );
}
