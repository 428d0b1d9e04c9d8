import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

const loadFilterPanel = () => import('./filter-panel');

const Panel = lazy(() => loadFilterPanel().then(({ FilterPanel }) => ({ default: FilterPanel })));

// The phone's drawer (the ui dialog and its focus trap): loaded when a phone draws the page, not
// before it can draw; desktops never need it.
const Drawer = lazy(() =>
  import('../../../components/ui/dialog').then(({ Dialog }) => ({ default: Dialog })),
);

/**
 * Starts downloading the filter form ahead of its first use. The form (react-hook-form, its Zod
 * resolver, every amenity's icon: some 25 KiB gzipped) is not needed to show the homes: on a
 * phone it lives in a drawer opened on demand, on a desktop beside the results (issue 12).
 */
export const preloadFilterPanel = (): void => {
  // In a task of its own: Vite's loader adds a link per file of the form (some 8 ms of a phone's
  // CPU), which would otherwise lengthen the commit that shows the homes.
  setTimeout(() => {
    void loadFilterPanel().catch(() => undefined); // a failed load is the render's to report
  }, 0);
};

/** What stands in for the filter form while its code (or the search's filters) is loading. */
export function FilterPanelPlaceholder() {
  return (
    <div role="status" aria-label="Loading filters" className="space-y-4">
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
      <Skeleton className="h-40" />
    </div>
  );
}

/** The search's filter form, drawn once its code is here, with a placeholder meanwhile. */
export function LazyFilterPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={<FilterPanelPlaceholder />}>
      <Panel {...props} />
    </Suspense>
  );
}

/**
 * The filter drawer of a phone. Closed, it draws nothing, so while its code loads there is nothing
 * to stand in for; it is asked for as soon as it is rendered (closed), long before anyone opens it.
 */
export function LazyFilterDrawer(props: ComponentProps<typeof Drawer>) {
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
