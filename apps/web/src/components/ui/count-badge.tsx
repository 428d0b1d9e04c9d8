import { formatCount } from '../../lib/format';
import { cn } from '../../lib/cn';

interface CountBadgeProps {
  count: number;
  /** Above this, "99+" (spec section 9). */
  cap: number;
  /** Read after the number by screen readers, e.g. "unread notifications". */
  label: string;
  className?: string;
}

/** A small red count (unread notices, unread messages); nothing when zero. */
export function CountBadge({ count, cap, label, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] leading-none font-bold text-white',
        className,
      )}
    >
      {formatCount(count, cap)}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
