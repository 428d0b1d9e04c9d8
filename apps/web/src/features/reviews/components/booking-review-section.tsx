import { Card, CardBody, CardHeader, QueryState, Skeleton } from '../../../components/ui';
import { useBookingReview } from '../api/get-booking-review';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';

interface BookingReviewSectionProps {
  bookingId: string;
  /** From the booking: a review may be written now (stay started or ended, none written yet). */
  canReview: boolean;
  /** From the booking: one was written already. */
  hasReview: boolean;
  /** After posting, e.g. to refresh the booking itself. */
  onReviewed?: () => void;
}

/**
 * For a booking's page: the review written for this stay, or the form when one may be written.
 * Shows nothing for a stay that cannot be reviewed (not started, cancelled, expired).
 */
export function BookingReviewSection({
  bookingId,
  canReview,
  hasReview,
  onReviewed,
}: BookingReviewSectionProps) {
  const isRelevant = canReview || hasReview;
  const reviewQuery = useBookingReview(bookingId, { enabled: isRelevant });
  if (!isRelevant) return null;

  const review = reviewQuery.data ?? null;
  return (
    <Card>
      <CardHeader
        title={review ? 'Your review' : 'Review your stay'}
        description={
          review ? undefined : 'Your review helps other tenants. It is shown with your name.'
        }
      />
      <CardBody>
        <QueryState
          query={reviewQuery}
          loadingLabel="Loading your review"
          loading={
            <div role="status" aria-label="Loading your review" className="space-y-3">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-20" />
            </div>
          }
          errorTitle="Could not load your review"
        >
          {(found) =>
            found ? (
              <ReviewCard review={found} />
            ) : canReview ? (
              <ReviewForm bookingId={bookingId} onReviewed={onReviewed} />
            ) : (
              <p className="text-sm text-slate-600">Your review could not be found.</p>
            )
          }
        </QueryState>
      </CardBody>
    </Card>
  );
}
