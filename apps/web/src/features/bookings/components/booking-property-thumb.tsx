import { House } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * The cover photo's thumbnail of a booked home, or a calm placeholder when it has none.
 * `isPriority` for the one at the top of a booking's page, its largest paint on a phone: loaded at
 * once and first, rather than when the browser finds it in view (its address is preloaded as the
 * booking answers: src/boot/early-requests.ts).
 */
export function BookingPropertyThumb({
  coverUrl,
  className,
  isPriority = false,
}: {
  coverUrl: string | null;
  className?: string;
  isPriority?: boolean;
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
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
