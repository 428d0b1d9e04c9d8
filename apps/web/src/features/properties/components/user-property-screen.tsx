import type { ReactNode } from 'react';
import { paths, type PropertyImage } from '@nestly/shared';
import { QueryState, Skeleton } from '../../../components/ui';
import { isNotFound } from '../../../lib/api-error';
import { useCachedCover } from '../api/cached-cover';
import { useProperty, type UserPropertyDetail } from '../api/get-property';
import { OwnerSummaryCard } from './owner-summary-card';
import { PropertyNotFound } from './property-not-found';
import { PropertyOverview } from './property-overview';
import { PropertyPhoto } from './property-photo';

interface UserPropertyScreenProps {
  id: string;
  /** The booking panel, composed by the app from the checkout and availability features. */
  renderBooking: (property: UserPropertyDetail) => ReactNode;
  /** Under the owner's card: a way to reach them (the chat feature's button). */
  renderContact?: (property: UserPropertyDetail) => ReactNode;
}

/** A home as a tenant sees it: only approved, visible listings (the API answers 404 otherwise). */
export function UserPropertyScreen({ id, renderBooking, renderContact }: UserPropertyScreenProps) {
  const propertyQuery = useProperty(id);
  const cover = useCachedCover(id);

  return (
    <QueryState
      query={propertyQuery}
      revealsShell
      loadingLabel="Loading the home"
      loading={<PropertyDetailSkeleton cover={cover} />}
      whenError={(error) =>
        isNotFound(error) ? (
          <PropertyNotFound backTo={paths.user.properties.getHref()} backLabel="Browse homes" />
        ) : null
      }
    >
      {(property) => (
        <PropertyOverview
          property={property}
          aside={
            <>
              {renderBooking(property)}
              <OwnerSummaryCard
                owner={property.owner}
                replyTime={property.ownerReplyTime}
                action={renderContact?.(property)}
              />
            </>
          }
        />
      )}
    </QueryState>
  );
}

/**
 * A home's page while it loads. With the home's `cover` (from a list: useCachedCover), the photo
 * stands where the gallery will show it, as large, so the page's largest paint need not wait.
 */
export function PropertyDetailSkeleton({ cover = null }: { cover?: PropertyImage | null }) {
  return (
    <div className="space-y-6" role="status" aria-label="Loading the home">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/3" />
      {cover ? (
        <div className="overflow-hidden rounded-2xl bg-slate-100">
          <PropertyPhoto
            image={cover}
            size="large"
            loading="eager"
            fetchPriority="high"
            className="aspect-[16/10] max-h-[34rem] w-full"
          />
        </div>
      ) : (
        <Skeleton className="aspect-[16/10] w-full" />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
