import { defineModule } from '../../module-kit';
import { registerPasswordLinkRoutes } from './routes';
import { createPasswordLinks } from './service';

/** POST /api/auth/password-link: the page an operator's one-time link opens (decision 029). */
export const passwordLinksModule = defineModule({
  name: 'password-links',
  setup: ({ app, deps }) => registerPasswordLinkRoutes(app, createPasswordLinks(deps)),
});
