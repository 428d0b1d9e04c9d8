import { defineModule } from '../../module-kit';
import { registerCartRoutes } from './routes';
import { createCartService } from './service';

/** The cart: one selection per user (a home, dates, add-ons), priced by the server on every read. */
export const cartModule = defineModule({
  name: 'cart',
  setup: ({ app, deps }) => {
    registerCartRoutes(app, createCartService(deps));
  },
});
