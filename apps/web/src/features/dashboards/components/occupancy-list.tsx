import { Link } from 'react-router';
import { paths, type OwnerDashboard } from '@nestly/shared';
import { Card, CardHeader } from '../../../components/ui';
import { formatDay, pluralize } from '../../../lib/format';
import { formatRate } from '../lib/chart-format';

/**
 * Occupancy per listing over the next 90 days, as bars: booked days ÷ days open to booking (days
 * the owner blocked are not open). Each bar is a labelled meter, so it reads as a figure too.
 */
export function OccupancyList({ occupancy }: { occupancy: OwnerDashboard['occupancy'] }) {
  return (
    <Card>
      <CardHeader
        title="Occupancy per listing"
        description={`Booked days of the days open to booking, ${formatDay(occupancy.from)} to ${formatDay(occupancy.to)}`}
      />
      {occupancy.listings.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">No approved listings yet.</p>
      ) : (
        <ul className="space-y-4 px-5 py-5 sm:px-6">
          {occupancy.listings.map((listing) => {
            const percent = Math.round((listing.rate ?? 0) * 100);
            return (
              <li key={listing.propertyId}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <Link
                    to={paths.owner.property.getHref(listing.propertyId)}
                    className="min-w-0 truncate font-semibold text-slate-900 hover:text-primary-700"
                  >
                    {listing.title}
                  </Link>
                  <span className="shrink-0 font-semibold text-slate-900">
                    {formatRate(listing.rate)}
                  </span>
                </div>
                <div
                  role="meter"
                  aria-label={`${listing.title} occupancy`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={`${formatRate(listing.rate)}: ${pluralize(listing.bookedDays, 'day')} booked of ${pluralize(listing.openDays, 'open day')}`}
                  className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-primary-600"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  {pluralize(listing.bookedDays, 'day')} booked of{' '}
                  {pluralize(listing.openDays, 'open day')}
                  {listing.blockedDays > 0 &&
                    ` · ${pluralize(listing.blockedDays, 'day')} blocked`}{' '}
                  · {listing.city}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
