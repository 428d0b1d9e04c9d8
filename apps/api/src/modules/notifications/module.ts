import { defineModule } from '../../module-kit';
import { registerNotificationRoutes } from './routes';
import { createNotificationsService, type NotificationsService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /**
     * The one path by which anything notifies a person (in-app, live, e-mail): a module that
     * raises notices declares it needs this (decision 022).
     */
    notifications: NotificationsService;
  }
}

/** The notifications module: notices, their live events and e-mails, and their routes. */
export const notificationsModule = defineModule({
  name: 'notifications',
  provides: ['notifications'],
  setup: ({ app, deps, provide }) => {
    const notifications = createNotificationsService(deps);
    provide('notifications', notifications);
    registerNotificationRoutes(app, notifications);
  },
});
