import { createBrowserRouter } from 'react-router';
import { setApiNavigator } from '../lib/app-navigator';
import { revealApp } from '../lib/early-view';
import { preloadOf, routes, type PageHandle } from './routes';

export const router = createBrowserRouter(routes);

// The api-client sends blocked people to their login without reloading the app.
setApiNavigator((path) => void router.navigate(path, { replace: true }));

/**
 * Starts downloading the page being opened, beside its frames (guard and layout load on demand:
 * app/frames/lazy), instead of after them and the account check. Called by main.tsx as the app
 * starts rendering.
 */
export const preloadOpenedPage = (): void => {
  for (const { route } of router.state.matches) {
    const preload = (route.handle as PageHandle | undefined)?.preload ?? preloadOf(route.element);
    // Each in a task of its own, ahead of the first render (main.tsx): Vite's preload adds a link
    // per file, and in the render it made one long task on a phone (issue 27).
    if (preload) setTimeout(preload, 0);
  }
};

// A page shell (lib/early-view) stands for the page opened alone: the app shows itself as soon as
// it goes anywhere else (the guard's sign-in redirect, a link followed once the app is running).
const openedPathname = window.location.pathname;
router.subscribe(({ location }) => {
  if (location.pathname !== openedPathname) revealApp();
});
