import type { PriceBreakdown as Price } from '@nestly/shared';
import { formatInr, pluralize } from '../../../lib/format';

/** Rent × months, each add-on × months, the deposit and the total, as the server priced them. */
export function PriceBreakdown({ price }: { price: Price }) {
  const months = pluralize(price.months, 'month');
  return (
    <dl className="space-y-2.5 text-sm">
      <Line label={`Rent: ${formatInr(price.monthlyRent)} × ${months}`} amount={price.rentTotal} />
      {price.addOns.map((addOn) => (
        <Line
          key={addOn.serviceId}
          label={`${addOn.name}: ${formatInr(addOn.monthlyPrice)} × ${months}`}
          amount={addOn.total}
        />
      ))}
      <Line label="Security deposit (returned after your stay)" amount={price.deposit} />
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900">{formatInr(price.total)}</dd>
      </div>
    </dl>
  );
}

function Line({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="shrink-0 font-medium text-slate-900">{formatInr(amount)}</dd>
    </div>
  );
}
