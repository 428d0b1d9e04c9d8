import { memo } from 'react';
import { Link } from 'react-router';
import { MapPin, Star } from 'lucide-react';
import type { PropertySummary } from '@nestly/shared';
import { formatInr } from '../../../lib/format';
import { PROPERTY_TYPE_LABELS, describeSize } from '../lib/labels';
import { PropertyPhoto } from './property-photo';

interface PropertyCardProps {
  property: PropertySummary;
  to: string;
  /** The first cards of a page load eagerly. */
  priority?: boolean;
  /** The first card's photo is the page's largest paint on a phone: it goes first. */
  isFirst?: boolean;
}

/**
 * Photo-first listing card; the whole card is one link named by its text (title first). Memoised:
 * a results page re-renders as its frame's counts and the amenities arrive, its cards need not.
 * Page shells draw it before the app has loaded, with the homes put in as text
 * (src/boot/shell-homes.ts): every text and attribute it takes from a home is listed there.
 */
export const PropertyCard = memo(function PropertyCard({
  property,
  to,
  priority = false,
  isFirst = false,
}: PropertyCardProps) {
  return (
    <Link
      to={to}
      className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-slate-200/70 transition-shadow hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <div className="relative aspect-[4/3] overflow-hidden">
        <PropertyPhoto
          image={property.coverImage}
          loading={priority || isFirst ? 'eager' : 'lazy'}
          fetchPriority={isFirst ? 'high' : undefined}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm">
          {PROPERTY_TYPE_LABELS[property.type]}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="line-clamp-2 font-semibold text-slate-900 group-hover:text-primary-700">
            {property.title}
          </h3>
          {property.ratingCount > 0 && property.ratingAverage !== null && (
            <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-slate-800">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
              {property.ratingAverage.toFixed(1)}
              <span className="sr-only"> out of 5, {property.ratingCount} reviews</span>
            </span>
          )}
        </div>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">
            {property.city}, {property.state}
          </span>
        </p>
        <p className="text-sm text-slate-600">{describeSize(property)}</p>
        <p className="mt-auto pt-2 text-slate-900">
          <span className="text-lg font-bold">{formatInr(property.rent)}</span>
          <span className="text-sm text-slate-600"> / month</span>
        </p>
      </div>
    </Link>
  );
});
