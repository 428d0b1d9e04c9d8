import { House } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The cover photo's thumbnail of a booked home, or a calm placeholder when it has none. */
export function BookingPropertyThumb({
  coverUrl,
  className,
}: {
  coverUrl: string | null;
  className?: string;
}) {
  if (!coverUrl) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400',
          className,
        )}
      >
        <House className="size-1/3 max-h-8 max-w-8" aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={coverUrl}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
