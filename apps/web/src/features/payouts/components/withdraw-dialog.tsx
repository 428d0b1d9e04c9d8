import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  describePayoutDestination,
  MIN_WITHDRAWAL,
  rupeesToPaise,
  type PayoutAccount,
} from '@nestly/shared';
import { Alert, Button, Dialog, FormDialog, FormField, Input } from '../../../components/ui';
import { formatDateTime, formatInr, paiseToRupeesInput } from '../../../lib/format';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { payoutSchemas } from '../api/load-schemas';

interface WithdrawDialogProps {
  open: boolean;
  onClose: () => void;
  /** Paise that can leave now. */
  available: number;
  /** Paise earned but not available yet (it cannot leave or pay). */
  pending: number;
  account: PayoutAccount | null;
  isPending: boolean;
  /** The amount in paise; the caller sends it with a new Idempotency-Key. */
  onSubmit: (amount: number) => void;
  /** Opens the payout account form. */
  onManageAccount: () => void;
  /** "Now", for whether a changed account is still held (tests pass their own). */
  now?: Date;
}

/** Mounted only while open, so each opening starts blank. */
export function WithdrawDialog(props: WithdrawDialogProps) {
  return props.open ? <WithdrawDialogContent {...props} /> : null;
}

function Balances({ available, pending }: { available: number; pending: number }) {
  return (
    <div className="space-y-2 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-slate-600">Available to withdraw</dt>
          <dd className="text-2xl font-bold tracking-tight text-slate-900">
            {formatInr(available)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Pending</dt>
          <dd className="text-2xl font-bold tracking-tight text-slate-500">{formatInr(pending)}</dd>
        </div>
      </dl>
      {pending > 0 && (
        <p className="text-xs text-slate-600">
          Earnings become available 24 hours after the month of the stay they pay for has begun.
        </p>
      )}
    </div>
  );
}

/**
 * "Withdraw": the available amount, where it goes, and the amount to send (₹100 up to all that is
 * available). Without a verified payout account it says what to do first instead.
 */
function WithdrawDialogContent({
  onClose,
  available,
  pending,
  account,
  isPending,
  onSubmit,
  onManageAccount,
  now = new Date(),
}: WithdrawDialogProps) {
  // ₹100 up to all that is available: the schema (schemas.ts) is built for this amount.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        payoutSchemas.load().then(({ withdrawFormSchema }) => withdrawFormSchema(available)),
      ),
    [available],
  );
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { amount: '' },
  });

  if (!account || account.status !== 'verified') {
    return (
      <Dialog
        open
        onClose={onClose}
        size="sm"
        title="Add a payout account first"
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button onClick={onManageAccount} data-autofocus>
              {account ? 'Fix payout account' : 'Add payout account'}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <Balances available={available} pending={pending} />
          <Alert tone="warning">
            {account
              ? 'Your bank could not verify your payout account. Check its details or add another.'
              : 'Tell us which bank account or UPI id to pay: we verify it with your bank first.'}
          </Alert>
        </div>
      </Dialog>
    );
  }

  if (available < MIN_WITHDRAWAL) {
    return (
      <Dialog
        open
        onClose={onClose}
        size="sm"
        title="Not enough to withdraw yet"
        footer={
          <Button variant="outline" onClick={onClose} data-autofocus>
            Close
          </Button>
        }
      >
        <div className="space-y-4">
          <Balances available={available} pending={pending} />
          <Alert tone="info">You can withdraw once {formatInr(MIN_WITHDRAWAL)} is available.</Alert>
        </div>
      </Dialog>
    );
  }

  const heldUntil = account.payoutsHeldUntil ? new Date(account.payoutsHeldUntil) : null;
  const isHeld = heldUntil !== null && heldUntil > now;
  const submit = handleSubmit(({ amount }) => onSubmit(rupeesToPaise(amount)));

  return (
    <FormDialog
      onClose={onClose}
      title="Withdraw"
      description={`To ${describePayoutDestination(account)}`}
      submitLabel="Withdraw"
      isPending={isPending}
      onSubmit={submit}
    >
      <Balances available={available} pending={pending} />
      <FormField
        label="Amount (₹)"
        hint={`From ${formatInr(MIN_WITHDRAWAL)} to ${formatInr(available)}.`}
        error={errors.amount?.message}
      >
        <Input
          type="number"
          inputMode="decimal"
          min={MIN_WITHDRAWAL / 100}
          max={available / 100}
          step="any"
          data-autofocus
          {...register('amount')}
        />
      </FormField>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setValue('amount', paiseToRupeesInput(available), { shouldValidate: true })}
      >
        Withdraw all ({formatInr(available)})
      </Button>
      {isHeld ? (
        <Alert tone="warning" title="Your payout account changed recently">
          For your safety this payout waits until {formatDateTime(heldUntil.toISOString())}, 24
          hours after the change. It shows as processing until then.
        </Alert>
      ) : (
        <p className="text-sm text-slate-600">
          The money leaves your wallet now and usually reaches your{' '}
          {account.method === 'upi' ? 'UPI account' : 'bank'} within minutes; at most one working
          day. If the bank sends it back, it returns to your wallet.
        </p>
      )}
    </FormDialog>
  );
}
