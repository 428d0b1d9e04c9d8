import { defineModule } from '../../module-kit';
import { registerHealthRoutes } from './routes';

/** GET /api/health (operating contract). */
export const healthModule = defineModule({
  name: 'health',
  setup: ({ app, deps }) => registerHealthRoutes(app, deps),
});
