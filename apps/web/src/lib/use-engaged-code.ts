import { useEffect, useState } from 'react';
import type { LoadOnce } from './load-once';
import { whenEngaged } from './when-engaged';

/**
 * For a primitive (a tooltip, a switch, filter buttons) whose full code (Radix's) is not needed to
 * draw a page: the component draws a plain, working stand-in with the same markup, and the code
 * comes once someone engages with the page (when-engaged.ts), or at once once asked
 * (`engage(true)`). It takes the stand-in over only while nobody is on it (`engage` on focus or
 * pointer, `release` on leaving): taking over draws the control anew, and a focused control would
 * lose its focus.
 */
export const useEngagedCode = <Code>(code: LoadOnce<Code>) => {
  const [loaded, setLoaded] = useState<Code | undefined>(code.loaded);
  const [asked, setAsked] = useState(false);
  const [engaged, setEngaged] = useState(false);

  useEffect(() => {
    if (loaded) return;
    let live = true;
    const load = () =>
      void code.load().then(
        (value) => live && setLoaded(() => value),
        () => undefined, // offline: the stand-in goes on working
      );
    if (asked) load();
    const cancel = asked ? undefined : whenEngaged(load);
    return () => {
      live = false;
      cancel?.();
    };
  }, [code, loaded, asked]);

  return {
    /** The full code, when it is here and may take over. */
    code: engaged ? undefined : loaded,
    engage: (fetchNow = false) => {
      setEngaged(true);
      if (fetchNow) setAsked(true);
    },
    release: () => setEngaged(false),
  };
};
