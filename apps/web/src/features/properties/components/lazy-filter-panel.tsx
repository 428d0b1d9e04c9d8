import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

const loadFilterPanel = () => import('./filter-panel');

const Panel = lazy(() => loadFilterPanel().then(({ FilterPanel }) => ({ default: FilterPanel })));

/**
 * Starts downloading the filter form ahead of its first use. The form (react-hook-form, its Zod
 * resolver, every amenity's icon: some 25 KiB gzipped) is not needed to show the homes: on a
 * phone it lives in a drawer opened on demand, on a desktop beside the results (issue 12).
 */
export const preloadFilterPanel = (): void => {
  void loadFilterPanel().catch(() => undefined); // a failed load is the render's to report
};

/** The search's filter form, drawn once its code is here, with a placeholder meanwhile. */
export function LazyFilterPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading filters" className="space-y-4">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
        </div>
      }
    >
      <Panel {...props} />
    </Suspense>
  );
}
