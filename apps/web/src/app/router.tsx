import { createBrowserRouter } from 'react-router';
import { setApiNavigator } from '../lib/app-navigator';
import { revealApp } from '../lib/early-view';
import { preloadOf, routes, type PageHandle } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | undefined;

/**
 * The app's router, made on first use rather than as this module is evaluated: making it ranks
 * and matches every route (25 to 45 ms of a phone's main thread here), and main.tsx calls it in a
 * task of its own instead of in the entry's evaluation, already one of the page's longest tasks
 * (issue 27).
 */
export const appRouter = (): AppRouter => {
  if (router) return router;
  const made = createBrowserRouter(routes);
  router = made;
  // The api-client sends blocked people to their login without reloading the app.
  setApiNavigator((path) => void made.navigate(path, { replace: true }));
  // A page shell (lib/early-view) stands for the page opened alone: the app shows itself as soon
  // as it goes anywhere else (the guard's sign-in redirect, a link followed once the app is
  // running).
  const openedPathname = window.location.pathname;
  made.subscribe(({ location }) => {
    if (location.pathname !== openedPathname) revealApp();
  });
  return made;
};

/**
 * Starts downloading the page being opened, beside its frames (guard and layout load on demand:
 * app/frames/lazy), instead of after them and the account check. Called by main.tsx as the app
 * starts rendering.
 */
export const preloadOpenedPage = (): void => {
  for (const { route } of appRouter().state.matches) {
    const preload = (route.handle as PageHandle | undefined)?.preload ?? preloadOf(route.element);
    // Each in a task of its own, ahead of the first render (main.tsx): Vite's preload adds a link
    // per file, and in the render it made one long task on a phone (issue 27).
    if (preload) setTimeout(preload, 0);
  }
};
