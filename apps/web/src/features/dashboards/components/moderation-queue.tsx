import { Link } from 'react-router';
import { paths, type AdminDashboard } from '@nestly/shared';
import { Card, CardHeader, TextLink } from '../../../components/ui';
import { formatDate } from '../../../lib/format';

/** One waiting item: its name (a link to decide on it), a detail line, and since when it waits. */
interface QueueItem {
  id: string;
  name: string;
  detail: string;
  href: string;
  createdAt: string;
}

interface QueueSectionProps {
  title: string;
  total: number;
  /** The full list, filtered to what waits. */
  allHref: string;
  emptyText: string;
  items: QueueItem[];
}

function QueueSection({ title, total, allHref, emptyText, items }: QueueSectionProps) {
  return (
    <section aria-label={title} className="px-5 py-4 sm:px-6">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          {title} ({total})
        </h3>
        <TextLink to={allHref} className="text-sm">
          All
        </TextLink>
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <Link
                  to={item.href}
                  className="block truncate text-sm font-semibold text-slate-900 hover:text-primary-700"
                >
                  {item.name}
                </Link>
                <p className="truncate text-xs text-slate-600">{item.detail}</p>
              </div>
              <span className="shrink-0 text-xs text-slate-600">
                since {formatDate(item.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Owners and listings waiting for a decision, oldest first. */
export function ModerationQueue({ moderation }: { moderation: AdminDashboard['moderation'] }) {
  return (
    <Card>
      <CardHeader title="Moderation queue" description="Waiting longest first" />
      <div className="grid gap-0 md:grid-cols-2 md:divide-x md:divide-slate-100">
        <QueueSection
          title="Owners awaiting approval"
          total={moderation.owners.total}
          allHref={paths.admin.owners.getHref({ approvalStatus: 'pending' })}
          emptyText="No one is waiting."
          items={moderation.owners.items.map((owner) => ({
            id: owner.id,
            name: owner.name,
            detail: owner.email,
            href: paths.admin.owners.getHref({ approvalStatus: 'pending', view: owner.id }),
            createdAt: owner.createdAt,
          }))}
        />
        <QueueSection
          title="Listings awaiting review"
          total={moderation.listings.total}
          allHref={paths.admin.properties.getHref({ status: 'pending' })}
          emptyText="Nothing to review."
          items={moderation.listings.items.map((listing) => ({
            id: listing.id,
            name: listing.title,
            detail: `${listing.city} · ${listing.ownerName}`,
            href: paths.admin.property.getHref(listing.id),
            createdAt: listing.createdAt,
          }))}
        />
      </div>
    </Card>
  );
}
