import { Link } from 'react-router';
import { paths, type AdminDashboard } from '@nestly/shared';
import { Card, CardHeader, TextLink } from '../../../components/ui';
import { formatDate } from '../../../lib/format';

/** Owners and listings waiting for a decision, oldest first. */
export function ModerationQueue({ moderation }: { moderation: AdminDashboard['moderation'] }) {
  return (
    <Card>
      <CardHeader title="Moderation queue" description="Waiting longest first" />
      <div className="grid gap-0 md:grid-cols-2 md:divide-x md:divide-slate-100">
        <section aria-label="Owners awaiting approval" className="px-5 py-4 sm:px-6">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-900">
              Owners awaiting approval ({moderation.owners.total})
            </h3>
            <TextLink
              to={paths.admin.owners.getHref({ approvalStatus: 'pending' })}
              className="text-sm"
            >
              All
            </TextLink>
          </div>
          {moderation.owners.items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No one is waiting.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {moderation.owners.items.map((owner) => (
                <li key={owner.id} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <Link
                      to={paths.admin.owners.getHref({ approvalStatus: 'pending', view: owner.id })}
                      className="block truncate text-sm font-semibold text-slate-900 hover:text-primary-700"
                    >
                      {owner.name}
                    </Link>
                    <p className="truncate text-xs text-slate-600">{owner.email}</p>
                  </div>
                  <span className="shrink-0 text-xs text-slate-600">
                    since {formatDate(owner.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label="Listings awaiting review" className="px-5 py-4 sm:px-6">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-900">
              Listings awaiting review ({moderation.listings.total})
            </h3>
            <TextLink
              to={paths.admin.properties.getHref({ status: 'pending' })}
              className="text-sm"
            >
              All
            </TextLink>
          </div>
          {moderation.listings.items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Nothing to review.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {moderation.listings.items.map((listing) => (
                <li key={listing.id} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <Link
                      to={paths.admin.property.getHref(listing.id)}
                      className="block truncate text-sm font-semibold text-slate-900 hover:text-primary-700"
                    >
                      {listing.title}
                    </Link>
                    <p className="truncate text-xs text-slate-600">
                      {listing.city} · {listing.ownerName}
                    </p>
                  </div>
                  <span className="shrink-0 text-xs text-slate-600">
                    since {formatDate(listing.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Card>
  );
}
