import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import type { PropertyReviewsResponse, Role } from '@nestly/shared';
import {
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  Pagination,
  QueryState,
} from '../../../components/ui';
import { pluralize } from '../../../lib/format';
import { usePropertyReviews } from '../api/list-property-reviews';
import { RatingStars, formatRating } from './rating-stars';
import { ReviewCard } from './review-card';
import { ReviewsSkeleton } from './reviews-loading';

const PAGE_SIZE = 5;

const EMPTY_TEXT: Record<Role, string> = {
  user: 'Tenants can review a stay once it has started. Be the first.',
  owner: 'Tenants can review a stay once it has started; their reviews will appear here.',
  admin: 'No tenant has reviewed this listing.',
};

interface ReviewListProps {
  /** Whose view: the calls are /api/{role}/reviews/{propertyId}. */
  role: Role;
  propertyId: string;
}

/** A listing's reviews: the average, the count, how many gave each star, and pages of reviews. */
export function ReviewList({ role, propertyId }: ReviewListProps) {
  const [page, setPage] = useState(1);
  const reviewsQuery = usePropertyReviews({ role, propertyId, page, limit: PAGE_SIZE });

  return (
    <Card>
      <CardHeader title="Reviews" />
      <CardBody>
        <QueryState
          query={reviewsQuery}
          loadingLabel="Loading reviews"
          loading={<ReviewsSkeleton />}
          errorTitle="Could not load the reviews"
          isEmpty={(reviews) => reviews.summary.ratingCount === 0}
          empty={
            <EmptyState
              className="py-8"
              icon={<MessageSquareText />}
              title="No reviews yet"
              description={EMPTY_TEXT[role]}
            />
          }
        >
          {(reviews) => (
            <div className="grid gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
              <RatingSummary summary={reviews.summary} />
              <div className="space-y-6" aria-busy={reviewsQuery.isPlaceholderData || undefined}>
                <ul className="divide-y divide-slate-100">
                  {reviews.data.map((review) => (
                    <li key={review.id} className="py-4 first:pt-0">
                      <ReviewCard review={review} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={reviews.pagination.page}
                  totalPages={reviews.pagination.totalPages}
                  onPageChange={setPage}
                />
              </div>
            </div>
          )}
        </QueryState>
      </CardBody>
    </Card>
  );
}

function RatingSummary({ summary }: { summary: PropertyReviewsResponse['summary'] }) {
  const { ratingAverage, ratingCount, distribution } = summary;
  return (
    <section aria-label="Rating summary" className="space-y-4">
      <div>
        <p className="text-4xl font-bold tracking-tight text-slate-900">
          {ratingAverage === null ? '–' : formatRating(ratingAverage)}
        </p>
        <RatingStars rating={ratingAverage ?? 0} size="md" />
        <p className="mt-1 text-sm text-slate-600">{pluralize(ratingCount, 'review')}</p>
      </div>
      <ul className="space-y-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = distribution[stars - 1] ?? 0;
          const percent = ratingCount > 0 ? Math.round((count / ratingCount) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-xs text-slate-700">
              <span className="w-12 shrink-0">{pluralize(stars, 'star')}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden>
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-right">
                {count}
                <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
