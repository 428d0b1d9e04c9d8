import type { ReactNode } from 'react';
import { MapPin, Star } from 'lucide-react';
import type { PropertyDetail } from '@nestly/shared';
import { Card, CardBody, CardHeader } from '../../../components/ui';
import { pluralize } from '../../../lib/format';
import { FeatureList } from './feature-list';
import { PropertyFacts } from './property-facts';
import { PropertyGallery } from './property-gallery';

interface PropertyOverviewProps {
  property: PropertyDetail;
  /** Beside the title, e.g. the moderation badge. */
  badges?: ReactNode;
  /** Top right of the header, e.g. Edit and Delete. */
  actions?: ReactNode;
  /** Above everything, e.g. the rejection reason. */
  notice?: ReactNode;
  /** The side column (price, owner, moderation). */
  aside?: ReactNode;
}

/** A listing read-only: gallery, title, facts, description, amenities and address. */
export function PropertyOverview({
  property,
  badges,
  actions,
  notice,
  aside,
}: PropertyOverviewProps) {
  const hasRating = property.ratingCount > 0 && property.ratingAverage !== null;
  return (
    <article className="space-y-6">
      {notice}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">{badges}</div>
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {property.title}
          </h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="flex items-center gap-1">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {property.city}, {property.state}
            </span>
            {hasRating && (
              <span className="flex items-center gap-1 font-medium text-slate-800">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                {property.ratingAverage?.toFixed(1)}
                <span className="font-normal text-slate-600">
                  ({pluralize(property.ratingCount, 'review')})
                </span>
                <span className="sr-only">, average rating out of 5</span>
              </span>
            )}
          </p>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>

      <PropertyGallery images={property.images} title={property.title} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {/* The aside (price, owner, moderation) comes first on phones, beside the details on wide screens. */}
        {aside && <aside className="space-y-6 lg:sticky lg:top-24 lg:order-2">{aside}</aside>}
        <div className="min-w-0 space-y-6 lg:order-1">
          <Card>
            <CardHeader title="At a glance" />
            <CardBody>
              <PropertyFacts property={property} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="About this home" />
            <CardBody>
              <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
                {property.description}
              </p>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Amenities" />
            <CardBody>
              <FeatureList features={property.features} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Location" />
            <CardBody>
              <address className="text-sm leading-relaxed text-slate-700 not-italic">
                {property.address}
                <br />
                {property.city}, {property.state} {property.pincode}
                <br />
                {property.country}
              </address>
            </CardBody>
          </Card>
        </div>
      </div>
    </article>
  );
}
