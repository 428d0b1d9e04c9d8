import { defineModule } from '../../module-kit';
import { registerCatalogRoutes } from './routes';
import { createCatalogService } from './service';

/** Amenities (features) and add-on services: the admin's catalogue, read by everyone. */
export const catalogModule = defineModule({
  name: 'catalog',
  setup: ({ app, deps }) => registerCatalogRoutes(app, createCatalogService(deps)),
});
