import { defineModule } from '../../module-kit';
import { registerHealthRoutes } from './routes';

/** GET /api/health and GET /api/ready (operating contract; PRODUCT.md, Running it in production). */
export const healthModule = defineModule({
  name: 'health',
  setup: ({ app, deps }) => registerHealthRoutes(app, deps),
});
