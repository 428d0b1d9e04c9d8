import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../components/ui';

/**
 * A screen loaded on demand, with the loading fallback every page shows (spec section 2). A chunk
 * that fails to load throws during render and reaches the route's error boundary.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const Page = lazy(load);
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
