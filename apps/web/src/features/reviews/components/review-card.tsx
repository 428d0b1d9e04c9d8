import type { Review } from '@nestly/shared';
import { Avatar } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { RatingStars } from './rating-stars';

const monthFormatter = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' });

/** `March 2027` for the stay's move-in day (a calendar date, read as local). */
const stayMonth = (day: string): string => {
  const [year, month] = day.split('-').map(Number);
  return monthFormatter.format(new Date(year ?? 1970, (month ?? 1) - 1, 1));
};

/** One review: who, when they stayed, the stars and the words. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="space-y-2">
      <header className="flex items-center gap-3">
        <Avatar name={review.author.name} src={review.author.avatarUrl} size="sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{review.author.name}</p>
          <p className="text-xs text-slate-600">
            Stayed {stayMonth(review.stayMoveInDate)} · reviewed {formatDate(review.createdAt)}
          </p>
        </div>
      </header>
      <RatingStars rating={review.rating} />
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
        {review.reviewText}
      </p>
    </article>
  );
}
