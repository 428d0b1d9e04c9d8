import { cn } from '../../lib/cn';

/** A grey placeholder block while content loads (purely visual: the region says it is busy). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-xl bg-slate-200/80', className)} />;
}
