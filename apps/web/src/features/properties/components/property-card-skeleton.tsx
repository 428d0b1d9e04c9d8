import { Skeleton } from '../../../components/ui';

/**
 * The same box as a PropertyCard with a one-line title, line for line (title 24 px, city and size
 * 20 px, the rent 8 + 28 px, 6 px apart), so results replace it without moving the page.
 */
export function PropertyCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-slate-200/70">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="mt-2 h-7 w-1/3" />
      </div>
    </div>
  );
}

/** A grid of placeholders shaped like the result cards. */
export function PropertyGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <PropertyCardSkeleton key={index} />
      ))}
    </div>
  );
}
