import { useEffect, useState } from 'react';
import type { LoadOnce } from './load-once';

/**
 * A module fetched once (lib/load-once), as a render's state: undefined until it is here, then the
 * module, at once on later renders. A failed fetch is thrown to the route's error page
 * (`whenFailed: 'throw'`, for what the page cannot go on without, such as the schemas that read
 * its URL) or left for a later try (`'wait'`, for what only adds to a view).
 */
export const useLoaded = <Module>(
  module: LoadOnce<Module>,
  { whenFailed }: { whenFailed: 'throw' | 'wait' },
): Module | undefined => {
  const [state, setState] = useState<{ loaded?: Module; error?: unknown }>(() => ({
    loaded: module.loaded(),
  }));
  useEffect(() => {
    if (state.loaded || state.error) return;
    let isCurrent = true;
    module.load().then(
      (loaded) => isCurrent && setState({ loaded }),
      (error: unknown) =>
        isCurrent &&
        whenFailed === 'throw' &&
        setState({ error: error ?? new Error('Not loaded') }),
    );
    return () => {
      isCurrent = false;
    };
  }, [module, state, whenFailed]);
  if (state.error) throw state.error;
  return state.loaded;
};
