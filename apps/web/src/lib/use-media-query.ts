import { useCallback, useSyncExternalStore } from 'react';

/**
 * What a render without a browser takes a media query to answer: nothing matches, unless the
 * build's page shells (src/prerender/page-shells.tsx) draw a page for a wider screen.
 */
export const serverMedia = { matches: (_query: string): boolean => false };

/** True while the media query matches, e.g. `useMediaQuery('(min-width: 1024px)')`. */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverMedia.matches(query),
  );
};
