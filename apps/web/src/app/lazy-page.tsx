import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
// Not the ui barrel: its other modules would come along into the entry chunk.
import { PageSpinner } from '../components/ui/spinner';
import { revealPageShell } from '../lib/early-view';

interface LazyPageOptions {
  /**
   * Whether the screen queries the API (default): it is then drawn inside the app's query cache
   * (app/query-boundary), which loads beside it. Only the landing page does without.
   */
  queries?: boolean;
}

/**
 * Commits with the page it stands beside (one Suspense boundary commits whole): the page shell
 * index.html showed for it (lib/early-view) gives way before that frame is painted.
 */
function ShellHandOver() {
  useLayoutEffect(revealPageShell, []);
  return null;
}

/**
 * A screen loaded on demand, with the loading fallback every page shows (spec section 2). A chunk
 * that fails to load throws during render and reaches the route's error boundary. `preload`
 * starts the download ahead of the first render (app/router: the page being opened).
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  { queries = true }: LazyPageOptions = {},
) {
  const loadScreen = async (): Promise<{ default: ComponentType<Props> }> => {
    if (!queries) return load();
    const [{ default: Screen }, { QueryBoundary }] = await Promise.all([
      load(),
      import('../lib/query-boundary'),
    ]);
    return {
      default: function WithQueries(props: Props) {
        return (
          <QueryBoundary>
            <Screen {...props} />
          </QueryBoundary>
        );
      },
    };
  };
  const Page = lazy(loadScreen);
  function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page {...props} />
        <ShellHandOver />
      </Suspense>
    );
  }
  LazyPage.preload = (): void => {
    // Errors are for the render to report (the route's error boundary), not for the preload.
    void load().catch(() => undefined);
    if (queries) void import('../lib/query-boundary').catch(() => undefined);
  };
  return LazyPage;
}
