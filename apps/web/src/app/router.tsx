import { createBrowserRouter } from 'react-router';
import { setApiNavigator } from '../lib/app-navigator';
import { routes, type PageHandle } from './routes';

export const router = createBrowserRouter(routes);

// The api-client sends blocked people to their login without reloading the app.
setApiNavigator((path) => void router.navigate(path, { replace: true }));

// The page being opened starts downloading now, beside its frames (guard and layout load on
// demand: app/frames/lazy), instead of after them and the account check.
for (const { route } of router.state.matches) {
  (route.handle as PageHandle | undefined)?.preload?.();
}
