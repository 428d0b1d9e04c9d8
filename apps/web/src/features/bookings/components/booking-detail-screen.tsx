import { paths } from '@nestly/shared';
import { SearchX } from 'lucide-react';
import { Card, EmptyState, LinkButton, QueryState, Skeleton } from '../../../components/ui';
import { isNotFound } from '../../../lib/api-error';
import { useBooking } from '../api/get-booking';
import type { BookingArea } from '../api/keys';
import { BookingDetailView } from './booking-detail-view';

export function BookingDetailSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading the booking">
      <Skeleton className="h-28" />
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

  return (
    <QueryState
      query={bookingQuery}
      loadingLabel="Loading the booking"
      loading={<BookingDetailSkeleton />}
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
