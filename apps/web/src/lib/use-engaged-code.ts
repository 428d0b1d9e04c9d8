import { useState } from 'react';
import type { LoadOnce } from './load-once';
import { useLoaded } from './use-loaded';

/**
 * For a primitive (a tooltip, a switch, filter buttons) whose full code (Radix's) is not needed to
 * draw a page: the component draws a plain, working stand-in with the same markup, and the code
 * comes once someone engages with the page (when-engaged.ts), or at once once asked
 * (`engage(true)`). It takes the stand-in over only while nobody is on it (`engage` on focus or
 * pointer, `release` on leaving): taking over draws the control anew, and a focused control would
 * lose its focus.
 */
export const useEngagedCode = <Code>(code: LoadOnce<Code>) => {
  const [asked, setAsked] = useState(false);
  const [engaged, setEngaged] = useState(false);
  // Offline, the stand-in goes on working.
  const loaded = useLoaded(code, { whenFailed: 'wait', fetchNow: asked });

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
