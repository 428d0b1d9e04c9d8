import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { notePathname } from './navigation-start';

// What a page change does (scroll, focus) loads after the first page, which it leaves alone
// anyway: the landing and search bundles stay within their budgets (docs/performance.md).
const NavigationEffects = lazy(() => import('./navigation-effects'));

const focusMain = () => {
  const main = document.querySelector('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
};

/**
 * The first stop of the Tab key on every page (issue 29): straight to the page's content past
 * the header and its menus. A button-like link rather than `href="#main"`, which would put a hash
 * into the router's location.
 */
function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        focusMain();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-700"
    >
      Skip to main content
    </a>
  );
}

/** The root of every route: the skip link, the outlet, and what a page change does. */
export function NavigationFrame() {
  notePathname(useLocation().pathname);
  return (
    <>
      <SkipLink />
      <Outlet />
      <Suspense fallback={null}>
        <NavigationEffects />
      </Suspense>
    </>
  );
}
