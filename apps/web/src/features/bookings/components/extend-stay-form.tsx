import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { addMonthsToDate, monthsLeftToExtend, type ExtendStayInput } from '@nestly/shared';
import { Alert, Button, FormField, Select } from '../../../components/ui';
import { formatDay, formatInr, pluralize } from '../../../lib/format';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { bookingSchemas } from '../api/load-schemas';

interface ExtendStayFormProps {
  moveInDate: string;
  endDate: string;
  rentalPeriod: number;
  /** The home's longest stay. */
  maxMonths: number;
  /** Rent and add-ons for one month (paise): what each added month costs. */
  monthlyAmount: number;
  onSubmit: (input: ExtendStayInput) => void;
  isPending: boolean;
}

/**
 * Adding months to a stay, within the home's maximum: the new end date and what the added months
 * cost show before sending. Whether the dates are free is the server's answer (409 when taken).
 */
export function ExtendStayForm({
  moveInDate,
  endDate,
  rentalPeriod,
  maxMonths,
  monthlyAmount,
  onSubmit,
  isPending,
}: ExtendStayFormProps) {
  const left = monthsLeftToExtend(rentalPeriod, maxMonths);
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        bookingSchemas
          .load()
          .then(({ extendStayInputSchemaFor }) =>
            extendStayInputSchemaFor(rentalPeriod, maxMonths),
          ),
      ),
    [rentalPeriod, maxMonths],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ExtendStayInput>({ resolver, defaultValues: { months: 1 } });
  const months = useWatch({ control, name: 'months' });

  if (left === 0) {
    return (
      <Alert tone="info">
        This home takes stays of at most {pluralize(maxMonths, 'month')}, and yours already runs
        that long.
      </Alert>
    );
  }

  const options = Array.from({ length: left }, (_, index) => ({
    value: String(index + 1),
    label: pluralize(index + 1, 'more month'),
  }));
  const newEndDate =
    Number.isInteger(months) && months >= 1
      ? addMonthsToDate(moveInDate, rentalPeriod + months)
      : null;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField
        label="Extend by"
        error={errors.months?.message}
        hint={`This home takes stays of up to ${pluralize(maxMonths, 'month')}.`}
      >
        <Select options={options} {...register('months', { valueAsNumber: true })} />
      </FormField>
      {newEndDate && (
        <dl className="space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">New end date</dt>
            <dd className="font-medium text-slate-900">
              {formatDay(newEndDate)}{' '}
              <span className="text-slate-600">(was {formatDay(endDate)})</span>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">
              {pluralize(months, 'more monthly payment')} of {formatInr(monthlyAmount)}
            </dt>
            <dd className="font-medium text-slate-900">{formatInr(monthlyAmount * months)}</dd>
          </div>
        </dl>
      )}
      <p className="text-xs text-slate-600">
        Nothing is charged now: each added month falls due on the day it starts.
      </p>
      <Button type="submit" isLoading={isPending}>
        Extend stay
      </Button>
    </form>
  );
}
