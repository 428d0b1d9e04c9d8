import type { PlannedInstalmentView } from '@nestly/shared';
import { formatDay, formatInr, pluralize } from '../../../lib/format';

interface StayPaymentSummaryProps {
  /** What checkout charges: the deposit and month 1 (paise). */
  dueNow: number;
  /** The whole stay with its deposit (paise). */
  total: number;
  deposit: number;
  /** The stay's months in order; month 1 is the one paid now. */
  schedule: readonly PlannedInstalmentView[];
}

/**
 * "Due now" against "the stay's total" (PRODUCT.md: checkout charges the deposit and month 1, the
 * other months fall due one by one), with the dates they fall due on.
 */
export function StayPaymentSummary({ dueNow, total, deposit, schedule }: StayPaymentSummaryProps) {
  const [first, ...later] = schedule;
  const laterTotal = later.reduce((sum, month) => sum + month.amount, 0);
  return (
    <section aria-label="How you pay" className="space-y-4">
      <dl className="space-y-2 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold text-slate-900">Due now</dt>
          <dd className="text-2xl font-bold tracking-tight text-slate-900">{formatInr(dueNow)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-slate-600">
          <dt>Security deposit (refundable)</dt>
          <dd>{formatInr(deposit)}</dd>
        </div>
        {first && (
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>First month, from {formatDay(first.periodStart)}</dt>
            <dd>{formatInr(first.amount)}</dd>
          </div>
        )}
        {later.length > 0 && (
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-slate-700">
            <dt>Then {pluralize(later.length, 'monthly payment')}</dt>
            <dd>{formatInr(laterTotal)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
          <dt className="font-semibold text-slate-900">
            The stay’s total ({pluralize(schedule.length, 'month')} and the deposit)
          </dt>
          <dd className="font-semibold text-slate-900">{formatInr(total)}</dd>
        </div>
      </dl>
      {later.length > 0 && (
        <details className="rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200 ring-inset">
          <summary className="cursor-pointer font-medium text-slate-800">
            When the monthly payments fall due
          </summary>
          <ol aria-label="Monthly payments after checkout" className="mt-2 space-y-1">
            {later.map((month) => (
              <li key={month.number} className="flex justify-between gap-4">
                <span className="text-slate-600">
                  Month {month.number}: {formatDay(month.dueDate)}
                </span>
                <span className="font-medium text-slate-900">{formatInr(month.amount)}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
