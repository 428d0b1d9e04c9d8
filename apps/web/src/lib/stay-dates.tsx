import type { ReactNode } from 'react';
import { formatDay, pluralize } from './format';

interface StayDatesProps {
  moveInDate: string;
  endDate: string;
  months: number;
  /** More facts in the same grid (the confirmation adds what was paid). */
  children?: ReactNode;
}

/**
 * A stay's move-in and move-out days and length, side by side: the checkout and the booking
 * confirmation show them the same way (two features, hence here).
 */
export function StayDates({ moveInDate, endDate, months, children }: StayDatesProps) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-slate-600">Move in</dt>
        <dd className="font-medium text-slate-900">{formatDay(moveInDate)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Move out</dt>
        <dd className="font-medium text-slate-900">{formatDay(endDate)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Stay</dt>
        <dd className="font-medium text-slate-900">{pluralize(months, 'month')}</dd>
      </div>
      {children}
    </dl>
  );
}
