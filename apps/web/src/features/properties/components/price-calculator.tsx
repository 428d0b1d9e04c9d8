import { useState } from 'react';
import { ArrowRight, CalendarDays } from 'lucide-react';
import type { PropertyDetail } from '@nestly/shared';
import { Card, CardBody, FormField, Input, Select } from '../../../components/ui';
import { formatDay, formatInr, pluralize } from '../../../lib/format';
import { quoteStay, stayMonthOptions, stayProblem, todayIsoDate } from '../lib/stay-price';

type PricedProperty = Pick<PropertyDetail, 'rent' | 'deposit' | 'minMonths' | 'maxMonths'>;

/**
 * What a stay would cost: move-in date (today or later) and whole months within the listing's
 * range give the move-out date, rent × months, the deposit and the total (PRODUCT.md, Booking).
 */
export function PriceCalculator({ property }: { property: PricedProperty }) {
  const today = todayIsoDate();
  const [moveInDate, setMoveInDate] = useState(today);
  const [months, setMonths] = useState(property.minMonths);

  const problem = stayProblem(property, moveInDate, months, today);
  const quote = problem ? null : quoteStay(property, moveInDate, months);

  return (
    <Card>
      <CardBody className="space-y-5">
        <div>
          <p className="text-sm text-slate-600">Monthly rent</p>
          <p className="text-3xl font-bold tracking-tight text-slate-900">
            {formatInr(property.rent)}
            <span className="text-base font-medium text-slate-600"> / month</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Security deposit {formatInr(property.deposit)}, returned after your stay
          </p>
        </div>

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <FormField
            label="Move-in date"
            error={problem?.field === 'moveInDate' ? problem.message : undefined}
          >
            <Input
              type="date"
              min={today}
              value={moveInDate}
              onChange={(event) => setMoveInDate(event.target.value)}
            />
          </FormField>
          <FormField
            label="Months"
            error={problem?.field === 'months' ? problem.message : undefined}
          >
            <Select
              value={String(months)}
              onChange={(event) => setMonths(Number(event.target.value))}
              options={stayMonthOptions(property.minMonths, property.maxMonths).map((count) => ({
                value: String(count),
                label: pluralize(count, 'month'),
              }))}
            />
          </FormField>
        </div>

        {quote && (
          <div aria-live="polite" className="space-y-3">
            <p className="flex flex-wrap items-center gap-2 rounded-xl bg-primary-50 px-3 py-2.5 text-sm font-medium text-primary-900">
              <CalendarDays className="size-4 shrink-0" aria-hidden />
              {formatDay(quote.moveInDate)}
              <ArrowRight className="size-4" aria-label="to" />
              {formatDay(quote.moveOutDate)}
            </p>
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">
                  {formatInr(quote.monthlyRent)} × {pluralize(quote.months, 'month')}
                </dt>
                <dd className="font-medium text-slate-900">{formatInr(quote.rentTotal)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Security deposit</dt>
                <dd className="font-medium text-slate-900">{formatInr(quote.deposit)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
                <dt className="font-semibold text-slate-900">Total</dt>
                <dd className="font-bold text-slate-900">{formatInr(quote.total)}</dd>
              </div>
            </dl>
            <p className="text-xs text-slate-600">
              Move out on {formatDay(quote.moveOutDate)}. Add-on services, if you choose any, are
              added per month.
            </p>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
