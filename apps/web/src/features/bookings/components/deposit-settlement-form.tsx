import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MAX_DEDUCTIONS, rupeesToPaise, type DepositSettlementProposalInput } from '@nestly/shared';
import { Alert, Button, FormField, Input } from '../../../components/ui';
import { formatDateTime, formatInr } from '../../../lib/format';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { bookingSchemas } from '../api/load-schemas';

interface DepositSettlementFormProps {
  /** The deposit held for this stay (paise). */
  deposit: number;
  /** When the whole deposit goes back by itself if nothing is sent. */
  deadline: string | null;
  onSubmit: (input: DepositSettlementProposalInput) => void;
  isPending: boolean;
}

const typedRupees = (value: unknown): number => {
  const rupees = Number(String(value ?? '').replace(/,/g, ''));
  return Number.isFinite(rupees) && rupees > 0 ? rupeesToPaise(rupees) : 0;
};

/**
 * The owner's move-out proposal: itemised deductions from the deposit (none returns it all), with
 * what each side gets shown as it is typed. The tenant then accepts or disputes it.
 */
export function DepositSettlementForm({
  deposit,
  deadline,
  onSubmit,
  isPending,
}: DepositSettlementFormProps) {
  // Amounts are typed in rupees, then checked with the very schema the server uses
  // (proposalFormSchema, api/schemas.ts), fetched on the form's first check.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        bookingSchemas.load().then(({ proposalFormSchema }) => proposalFormSchema(deposit)),
      ),
    [deposit],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { deductions: [] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'deductions' });
  const typed = useWatch({ control, name: 'deductions' });
  const kept = typed.reduce((sum, deduction) => sum + typedRupees(deduction.amount), 0);
  const sumError = errors.deductions?.root?.message ?? errors.deductions?.message;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        The deposit is <strong className="text-slate-900">{formatInr(deposit)}</strong>. List what
        you deduct for damage or unpaid dues, each with its reason; the guest sees every line.
        {deadline &&
          ` If you send nothing by ${formatDateTime(deadline)}, the whole deposit goes back to the guest.`}
      </p>
      {fields.length > 0 && (
        <ol aria-label="Deductions" className="space-y-4">
          {fields.map((field, index) => (
            <li
              key={field.id}
              className="grid gap-3 rounded-xl p-4 ring-1 ring-slate-200 ring-inset sm:grid-cols-[1fr_10rem_auto] sm:items-start"
            >
              <FormField
                label={`Reason ${index + 1}`}
                error={errors.deductions?.[index]?.reason?.message}
              >
                <Input maxLength={300} {...register(`deductions.${index}.reason`)} />
              </FormField>
              <FormField
                label={`Amount ${index + 1} (₹)`}
                error={errors.deductions?.[index]?.amount?.message}
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  step="any"
                  {...register(`deductions.${index}.amount`)}
                />
              </FormField>
              <Button
                variant="danger-ghost"
                size="sm"
                className="sm:mt-7"
                icon={<Trash2 className="size-4" aria-hidden />}
                onClick={() => remove(index)}
                aria-label={`Remove deduction ${index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      {sumError && <Alert tone="danger">{sumError}</Alert>}
      <Button
        variant="outline"
        size="sm"
        icon={<Plus className="size-4" aria-hidden />}
        disabled={fields.length >= MAX_DEDUCTIONS}
        onClick={() => append({ reason: '', amount: '' })}
      >
        Add a deduction
      </Button>
      <dl className="space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">You keep</dt>
          <dd className="font-medium text-slate-900">{formatInr(kept)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">The guest gets back</dt>
          <dd className="font-medium text-slate-900">{formatInr(Math.max(0, deposit - kept))}</dd>
        </div>
      </dl>
      <Button type="submit" isLoading={isPending}>
        {fields.length === 0 ? 'Return the whole deposit' : 'Send the proposal'}
      </Button>
    </form>
  );
}
