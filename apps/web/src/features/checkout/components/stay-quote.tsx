import { ArrowRight, CalendarDays } from 'lucide-react';
import type { Service, StayPrice } from '@nestly/shared';
import { formatDay, formatInr, pluralize } from '../../../lib/format';

interface StayQuoteProps {
  monthlyRent: number;
  months: number;
  chosen: Service[];
  price: StayPrice;
  moveInDate: string | null;
  endDate: string | null;
}

/** The chosen dates and the price line by line, read out as they change. */
export function StayQuote({
  monthlyRent,
  months,
  chosen,
  price,
  moveInDate,
  endDate,
}: StayQuoteProps) {
  return (
    <div aria-live="polite" className="space-y-3">
      {moveInDate && endDate && (
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-primary-50 px-3 py-2.5 text-sm font-medium text-primary-900">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          {formatDay(moveInDate)}
          <ArrowRight className="size-4" aria-label="to" />
          {formatDay(endDate)}
        </p>
      )}
      <dl className="space-y-2 text-sm">
        <PriceLine
          label={`${formatInr(monthlyRent)} × ${pluralize(months, 'month')}`}
          amount={price.rentTotal}
        />
        {chosen.map((service) => (
          <PriceLine
            key={service.id}
            label={`${service.name}: ${formatInr(service.monthlyPrice)} × ${pluralize(months, 'month')}`}
            amount={service.monthlyPrice * months}
          />
        ))}
        <PriceLine label="Security deposit" amount={price.deposit} />
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900">{formatInr(price.total)}</dd>
        </div>
      </dl>
      {endDate && <p className="text-sm text-slate-700">Move out on {formatDay(endDate)}.</p>}
    </div>
  );
}

function PriceLine({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="shrink-0 font-medium text-slate-900">{formatInr(amount)}</dd>
    </div>
  );
}
