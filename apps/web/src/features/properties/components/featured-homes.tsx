import { ArrowRight, Building2 } from 'lucide-react';
import { paths } from '@nestly/shared';
import { Card, EmptyState, ErrorState, TextLink } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { useRevealAppWhenSettled } from '../../../lib/use-reveal-app';
import { useLatestProperties } from '../api/list-latest-properties';
import { PRIORITY_CARDS } from '../lib/cards';
import { PropertyCard } from './property-card';
import { PropertyGridSkeleton } from './property-card-skeleton';

export const FEATURED_COUNT = 6;

/** The newest six homes, photo first, on the user's home page. */
export function FeaturedHomes() {
  const latestQuery = useLatestProperties(FEATURED_COUNT);
  // The shell may have drawn these homes already.
  const isSettled = !latestQuery.isPending;
  useRevealAppWhenSettled(isSettled);
  return (
    <section aria-labelledby="featured-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="featured-title" className="text-xl font-semibold text-slate-900">
            Featured homes
          </h2>
          <p className="text-sm text-slate-600">The newest homes on Nestly, ready to move in.</p>
        </div>
        <TextLink
          to={paths.user.properties.getHref()}
          className="inline-flex items-center gap-1 text-sm"
        >
          See all homes
          <ArrowRight className="size-4" aria-hidden />
        </TextLink>
      </div>
      {latestQuery.isPending ? (
        <PropertyGridSkeleton label="Loading featured homes" count={FEATURED_COUNT} />
      ) : latestQuery.isError ? (
        <Card>
          <ErrorState
            message={errorMessage(latestQuery.error)}
            onRetry={() => void latestQuery.refetch()}
          />
        </Card>
      ) : latestQuery.data.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Building2 />}
            title="No homes listed yet"
            description="New homes are added every week. Check back soon."
          />
        </Card>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {latestQuery.data.data.map((property, index) => (
            <PropertyCard
              key={property.id}
              property={property}
              to={paths.user.property.getHref(property.id)}
              priority={index < PRIORITY_CARDS}
            />
          ))}
        </div>
      )}
    </section>
  );
}
