import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

/** `4.5`, `4`: one decimal at most. */
export const formatRating = (rating: number): string => String(Math.round(rating * 10) / 10);

interface RatingStarsProps {
  /** 0–5, fractions allowed (an average). */
  rating: number;
  size?: keyof typeof sizes;
  className?: string;
}

/** Five stars filled to the rating, read out as "4.5 out of 5". */
export function RatingStars({ rating, size = 'sm', className }: RatingStarsProps) {
  const clamped = Math.max(0, Math.min(5, rating));
  return (
    <span
      role="img"
      aria-label={`${formatRating(clamped)} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, clamped - index));
        return (
          <span key={index} className="relative inline-flex" aria-hidden>
            <Star className={cn(sizes[size], 'text-slate-300')} />
            {fill > 0 && (
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star className={cn(sizes[size], 'fill-amber-400 text-amber-500')} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
