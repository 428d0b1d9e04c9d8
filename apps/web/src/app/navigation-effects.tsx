import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hasActedSincePageChange, tabFirstPathname } from './navigation-start';

/** How long a page may take (its code, then its data) before its heading is no longer awaited. */
const SETTLE_TIMEOUT_MS = 5000;

/**
 * Places the page at `top` at once. The stylesheet asks for smooth scrolling (for in-page links),
 * which `scrollTo(x, y)` would also follow: a new page would slide up from the last one's height
 * for a moment, and anything that read the position meanwhile (a screen reader, the compact
 * header) would see it part-way.
 */
const jumpTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/** Scroll positions by history entry (`location.key`), kept for the life of the tab. */
const scrollPositions = new Map<string, number>();
/**
 * The path last handled, kept outside the component: a frame that suspends above the routes
 * remounts it, and the page change that caused that must still count as one. It starts at the
 * tab's first page, which may already be behind the person when this chunk arrives.
 */
let lastPathname: string | null = tabFirstPathname();

/**
 * Calls `onFound` with the page's heading once it is drawn: a page's code and data arrive after
 * the navigation itself (lazy screens, queries), so it is watched for rather than read at once.
 */
const whenHeadingDrawn = (onFound: (heading: HTMLElement) => void): (() => void) => {
  // The first one drawn: a phone's chat thread hides the inbox and its heading.
  const find = () =>
    [...document.querySelectorAll<HTMLElement>('main h1')].find(
      (heading) => heading.getClientRects().length > 0,
    ) ?? null;
  const found = find();
  if (found) {
    onFound(found);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    stop();
    onFound(heading);
  });
  const timer = window.setTimeout(() => stop(), SETTLE_TIMEOUT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
};

/**
 * Scrolls back to `top` once the page is tall enough to be there (its data may still be coming),
 * giving up after a while or as soon as the person scrolls themselves.
 */
const restoreScroll = (top: number): (() => void) => {
  const startedAt = performance.now();
  let frame = 0;
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
    window.cancelAnimationFrame(frame);
    window.removeEventListener('wheel', cancel);
    window.removeEventListener('touchstart', cancel);
    window.removeEventListener('keydown', cancel);
  };
  const attempt = () => {
    if (cancelled) return;
    jumpTo(top);
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() - startedAt > SETTLE_TIMEOUT_MS) {
      cancel();
      return;
    }
    frame = window.requestAnimationFrame(attempt);
  };
  window.addEventListener('wheel', cancel, { passive: true });
  window.addEventListener('touchstart', cancel, { passive: true });
  window.addEventListener('keydown', cancel);
  attempt();
  return cancel;
};

/**
 * What every page change does (issue 29), for all the routes:
 * - a new page (link, redirect) starts at the top; back and forward return to where the person
 *   was on that entry. Keyed by path, not by React Router's `<ScrollRestoration>` default of every
 *   history entry: a filter or a page number written into the query string keeps the list where it
 *   is (the search scrolls itself: property-search-screen). The first page of the tab is left to
 *   the browser and to the page's shell (lib/early-view), which may already have been scrolled.
 * - focus moves to the new page's heading, so a screen reader announces it and Tab starts from the
 *   content, unless the new page has put it somewhere of its own (an input it focuses).
 */
export default function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keyRef = useRef(location.key);

  useEffect(() => {
    // Restored by this component, not by the browser (which would jump before the page is drawn).
    window.history.scrollRestoration = 'manual';
    const onScroll = () => scrollPositions.set(keyRef.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // What the last page change still waits for (its heading, its scroll); a later change ends it.
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => () => pending.current?.(), []);

  useLayoutEffect(() => {
    keyRef.current = location.key;
    const previousPathname = lastPathname;
    lastPathname = location.pathname;
    // The tab's first page is the browser's (and its shell's) to place.
    if (previousPathname === null || location.pathname === previousPathname) return;
    pending.current?.();

    const saved = scrollPositions.get(location.key);
    const isRestoring = navigationType === 'POP' && saved !== undefined;
    const startsAtTop = !isRestoring && !location.hash;
    let stopScroll = (): void => undefined;
    if (isRestoring) stopScroll = restoreScroll(saved);
    else if (startsAtTop) jumpTo(0);

    const stopWatching = whenHeadingDrawn((heading) => {
      // Drawn over the previous page's height, the page can still be left scrolled down: the
      // top once more, now that it is there.
      // Once the person has acted on the new page (scrolled, typed, clicked), its place and its
      // focus are theirs, even when that was before this chunk arrived: a heading drawn late must
      // not take the focus from a menu they have just opened (the menu closes when focus leaves).
      if (hasActedSincePageChange()) return;
      if (startsAtTop) jumpTo(0);
      const active = document.activeElement;
      const main = document.querySelector('main');
      // Focus the page itself has placed (an input it opens with) is left where it is.
      if (active && active !== document.body && main?.contains(active)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
    pending.current = () => {
      stopScroll();
      stopWatching();
    };
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
