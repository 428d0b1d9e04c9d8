import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../components/ui/spinner';

type Loader<Module> = () => Promise<Module>;

/**
 * Loads a module of frames (guards and layouts) once, on first use or when asked ahead of it
 * (app/frames/lazy: a guard asks for its area's layout).
 */
export function frameModule<Module>(load: Loader<Module>): Loader<Module> {
  let loading: Promise<Module> | null = null;
  return () => (loading ??= load());
}

/**
 * A guard or layout whose code loads on demand (issue 12: the landing page carries none of the
 * signed-in frames, nor the api-client and axios they use). Meanwhile the page spinner shows; a
 * module that fails to load throws during render and reaches the route's error boundary, as a
 * lazy page does.
 */
export function lazyFrame<Module, Props extends object>(
  load: Loader<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  const Frame = lazy(() => load().then((module) => ({ default: pick(module) })));
  function LazyFrame(props: Props) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Frame {...props} />
      </Suspense>
    );
  }
  /** Starts the download ahead of the first render (app/router: the page being opened). */
  LazyFrame.preload = (): void => {
    // Errors are for the render to report (the route's error boundary), not for the preload.
    void load().catch(() => undefined);
  };
  return LazyFrame;
}
