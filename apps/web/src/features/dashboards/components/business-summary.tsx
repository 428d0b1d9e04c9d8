import { Link } from 'react-router';
import { BOOKING_STATUSES, type OwnerDashboard, paths } from '@nestly/shared';
import { Card, CardHeader, ProgressBar } from '../../../components/ui';
import { formatDate, formatInr, pluralize } from '../../../lib/format';
import { BOOKING_STATUS_LABELS } from '../lib/labels';

/** Wallet, plan and the counts behind the cards. */
export function BusinessSummary({ data }: { data: OwnerDashboard }) {
  const { plan } = data;
  return (
    <Card>
      <CardHeader title="Your business" />
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-slate-600">Wallet balance</span>
          <Link
            to={paths.owner.wallet.getHref()}
            className="text-lg font-bold text-slate-900 hover:text-primary-700"
          >
            {formatInr(data.wallet.balance)}
          </Link>
        </div>
        {plan ? (
          <div className="space-y-2">
            <ProgressBar
              value={(plan.usedProperties / Math.max(1, plan.allowedProperties)) * 100}
              label={`${plan.name} plan: ${plan.usedProperties} of ${plan.allowedProperties} listings`}
            />
            <p className="text-xs text-slate-600">
              Paid until {formatDate(plan.endsAt)} ({pluralize(plan.daysLeft, 'day')} left)
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">
            No running plan.{' '}
            <Link
              to={paths.owner.subscription.getHref()}
              className="font-semibold text-primary-700"
            >
              Choose one
            </Link>
          </p>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {BOOKING_STATUSES.map((status) => (
            <div key={status} className="flex justify-between gap-2">
              <dt className="text-slate-600">{BOOKING_STATUS_LABELS[status]}</dt>
              <dd className="font-semibold text-slate-900">{data.bookings.byStatus[status]}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-2">
            <dt className="text-slate-600">Live listings</dt>
            <dd className="font-semibold text-slate-900">{data.listings.byStatus.approved}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
