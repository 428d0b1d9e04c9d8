import { createBrowserRouter } from 'react-router';
import { setApiNavigator } from '../lib/api-client';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// The api-client sends blocked people to their login without reloading the app.
setApiNavigator((path) => void router.navigate(path, { replace: true }));
