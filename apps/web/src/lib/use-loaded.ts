import { useEffect, useEffectEvent, useState } from 'react';
import type { LoadOnce } from './load-once';
import { whenEngaged } from './when-engaged';

/**
 * What a failed fetch does: thrown to the route's error page (`'throw'`, for what the page cannot
 * go on without, such as the schemas that read its URL), left for a later try (`'wait'`, for what
 * only adds to a view), or handed to the caller (a dialog that cannot open closes itself).
 */
type WhenFailed = 'throw' | 'wait' | (() => void);

/**
 * A module fetched once (lib/load-once), as a render's state: undefined until it is here, then the
 * module, at once on later renders. It is fetched at once, or, with `fetchNow: false`, once
 * someone engages with the page (lib/when-engaged: code only an interaction needs, kept out of
 * the page's load); turning `fetchNow` on later (a dialog drawn open) fetches it at once.
 */
export const useLoaded = <Module>(
  module: LoadOnce<Module>,
  { whenFailed, fetchNow = true }: { whenFailed: WhenFailed; fetchNow?: boolean },
): Module | undefined => {
  const [state, setState] = useState<{ loaded?: Module; error?: unknown }>(() => ({
    loaded: module.loaded(),
  }));
  // The caller's latest handling, without fetching again when it passes a new function.
  const onFailure = useEffectEvent((error: unknown) => {
    if (whenFailed === 'throw') setState({ error: error ?? new Error('Not loaded') });
    else if (whenFailed !== 'wait') whenFailed();
  });
  useEffect(() => {
    if (state.loaded || state.error) return;
    let isCurrent = true;
    const load = () =>
      void module.load().then(
        (loaded) => isCurrent && setState({ loaded }),
        (error: unknown) => isCurrent && onFailure(error),
      );
    if (fetchNow) load();
    const cancel = fetchNow ? undefined : whenEngaged(load);
    return () => {
      isCurrent = false;
      cancel?.();
    };
  }, [module, state, fetchNow]);
  if (state.error) throw state.error;
  return state.loaded;
};
