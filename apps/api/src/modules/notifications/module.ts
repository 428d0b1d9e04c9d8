import { defineModule } from '../../module-kit';
import { registerNotificationRoutes } from './routes';

/**
 * The notifications module: its routes, over the service that buildApp makes first and hands
 * every other module as `deps.notifications`, the one path by which anything notifies a person
 * (it is a collaborator of every service, like the mailer, rather than a module's published API).
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  setup: ({ app, deps }) => registerNotificationRoutes(app, deps.notifications),
});
