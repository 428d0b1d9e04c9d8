import { useForm } from 'react-hook-form';
import { formatInr, rupeesToPaise, WALLET_TOP_UP_MAX, WALLET_TOP_UP_MIN } from '@nestly/shared';
import { Button, Dialog, FormField, Input } from '../../../components/ui';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { walletSchemas } from '../api/load-schemas';

/** Typed in rupees; the server's limits (₹100 to ₹5,00,000) are checked before any order. */
const topUpResolver = lazyZodResolver(exportOf(walletSchemas, 'topUpFormSchema'));

/** Rupees offered as one-tap amounts. */
const QUICK_AMOUNTS = [1_000, 5_000, 10_000] as const;

interface TopUpDialogProps {
  open: boolean;
  onClose: () => void;
  /** The amount in paise; the caller takes it to payment. */
  onSubmit: (amount: number) => void;
}

const FORM_ID = 'top-up-form';

/** Mounted only while open, so each opening starts blank. */
export function TopUpDialog(props: TopUpDialogProps) {
  return props.open ? <TopUpDialogContent {...props} /> : null;
}

function TopUpDialogContent({ onClose, onSubmit }: TopUpDialogProps) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: topUpResolver,
    defaultValues: { amount: '' },
  });

  const submit = handleSubmit(({ amount }) => onSubmit(rupeesToPaise(amount)));

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title="Add money"
      description="Pay by card; the money is in your wallet as soon as the payment goes through."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID}>
            Continue to payment
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label="Amount (₹)"
          hint={`From ${formatInr(WALLET_TOP_UP_MIN)} to ${formatInr(WALLET_TOP_UP_MAX)}.`}
          error={errors.amount?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={WALLET_TOP_UP_MIN / 100}
            max={WALLET_TOP_UP_MAX / 100}
            step="any"
            data-autofocus
            {...register('amount')}
          />
        </FormField>
        <div role="group" aria-label="Quick amounts" className="flex flex-wrap gap-2">
          {QUICK_AMOUNTS.map((rupees) => (
            <Button
              key={rupees}
              variant="secondary"
              size="sm"
              onClick={() => setValue('amount', String(rupees), { shouldValidate: true })}
            >
              {formatInr(rupeesToPaise(rupees))}
            </Button>
          ))}
        </div>
      </form>
    </Dialog>
  );
}
