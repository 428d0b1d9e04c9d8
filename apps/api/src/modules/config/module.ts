import { defineModule } from '../../module-kit';
import { registerConfigRoutes } from './routes';

/** GET /api/config: what the web app asks before it offers a feature. */
export const configModule = defineModule({
  name: 'config',
  setup: ({ app, deps }) => registerConfigRoutes(app, deps),
});
