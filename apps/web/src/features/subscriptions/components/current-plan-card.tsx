import { useState } from 'react';
import { CalendarClock, CreditCard } from 'lucide-react';
import { businessDaysLeft, type CurrentSubscription } from '@nestly/shared';
import { Badge, Card, CardBody, ProgressBar } from '../../../components/ui';
import { BUSINESS_TIME_ZONE } from '../../../lib/business-day';
import { formatDate, pluralize } from '../../../lib/format';

interface CurrentPlanCardProps {
  current: CurrentSubscription | null;
  usedProperties: number;
  /** When every plan bought (queued ones too) ends. */
  paidUntil: string | null;
}

/** The plan in force (or the last one), its end date and how much of its allowance is used. */
export function CurrentPlanCard({ current, paidUntil, usedProperties }: CurrentPlanCardProps) {
  const [now] = useState(Date.now);
  if (!current) {
    return (
      <Card>
        <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
            <CreditCard className="size-6" aria-hidden />
          </span>
          <div>
            <h2 className="text-base font-semibold text-slate-900">You have no plan yet</h2>
            <p className="text-sm text-slate-600">
              Choose a plan below to start listing. Your plan sets how many properties you can list.
            </p>
          </div>
        </CardBody>
      </Card>
    );
  }

  // Business days (IST), counted as the server and the dashboard count them.
  const daysLeft = businessDaysLeft(new Date(current.endsAt), new Date(now), BUSINESS_TIME_ZONE);
  const percent = current.allowedProperties
    ? (usedProperties / current.allowedProperties) * 100
    : 0;

  return (
    <Card>
      <CardBody className="grid gap-6 md:grid-cols-[1fr_minmax(0,20rem)] md:items-center">
        <div className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
            <CalendarClock className="size-6" aria-hidden />
          </span>
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-semibold text-slate-900">{current.planName} plan</h2>
              <Badge tone={current.isActive ? 'success' : 'danger'}>
                {current.isActive ? 'Active' : 'Expired'}
              </Badge>
            </div>
            <p className="text-sm text-slate-600">
              {current.isActive
                ? `Active until ${formatDate(current.endsAt)} (${pluralize(daysLeft, 'day')} left)`
                : `Ended on ${formatDate(current.endsAt)}. Your listings stay visible; buy a plan to add more.`}
            </p>
            {paidUntil && paidUntil !== current.endsAt && (
              <p className="text-sm text-slate-600">
                Plans you bought next keep you listing until {formatDate(paidUntil)}.
              </p>
            )}
          </div>
        </div>
        <ProgressBar
          value={percent}
          label={`${usedProperties} of ${pluralize(current.allowedProperties, 'property', 'properties')} used`}
        />
      </CardBody>
    </Card>
  );
}
