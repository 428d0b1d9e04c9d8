import { paths } from '@nestly/shared';
import { SearchX } from 'lucide-react';
import {
  Card,
  CardBody,
  EmptyState,
  LinkButton,
  QueryState,
  Skeleton,
} from '../../../components/ui';
import { isNotFound } from '../../../lib/api-error';
import { useCachedBookingCover } from '../api/cached-cover';
import { useBooking } from '../api/get-booking';
import type { BookingArea } from '../api/keys';
import { BookingDetailView } from './booking-detail-view';
import { BookingPropertyThumb } from './booking-property-thumb';

/**
 * A booking's page while it loads. With the booked home's photo (`coverUrl`, from a list:
 * useCachedBookingCover), the top card stands as the booking's will, photo first.
 */
export function BookingDetailSkeleton({ coverUrl = null }: { coverUrl?: string | null }) {
  return (
    <div className="space-y-6" role="status" aria-label="Loading the booking">
      {coverUrl ? (
        <Card>
          <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <BookingPropertyThumb
              coverUrl={coverUrl}
              className="h-24 w-full shrink-0 rounded-xl sm:h-20 sm:w-28"
              isPriority
            />
            <div className="min-w-0 flex-1 space-y-2">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </CardBody>
        </Card>
      ) : (
        <Skeleton className="h-28" />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Skeleton className="h-64" />
          <Skeleton className="h-40" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-48" />
          <Skeleton className="h-32" />
        </div>
      </div>
    </div>
  );
}

/** One booking of the area: loading, not found (or not theirs), failure, or the booking. */
export function BookingDetailScreen({ area, id }: { area: BookingArea; id: string }) {
  const bookingQuery = useBooking(area, id);
  const coverUrl = useCachedBookingCover(area, id);

  return (
    <QueryState
      query={bookingQuery}
      revealsShell
      loadingLabel="Loading the booking"
      loading={<BookingDetailSkeleton coverUrl={coverUrl} />}
      errorTitle="Could not load this booking"
      whenError={(error) =>
        isNotFound(error) ? (
          <Card>
            <EmptyState
              icon={<SearchX />}
              title="Booking not found"
              description="It may belong to someone else, or the link is not quite right."
              action={<LinkButton to={paths[area].bookings.getHref()}>All bookings</LinkButton>}
            />
          </Card>
        ) : null
      }
    >
      {(booking) => <BookingDetailView booking={booking} area={area} />}
    </QueryState>
  );
}
