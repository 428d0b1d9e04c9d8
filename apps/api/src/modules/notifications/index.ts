import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerNotificationRoutes } from './routes';
import type { NotificationsService } from './service';

export type { NoticeEvent, StayFacts } from './catalog';
export { createNotificationsService, type NotificationsService } from './service';

/**
 * The notifications module as a plugin (STYLE.md, target shape): its routes, over the service
 * that app.ts builds first and hands every other module through `deps.notifications`, the one
 * path by which anything in the product notifies a person.
 */
export const notificationsModule: FastifyPluginAsync<{
  deps: AppDeps;
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  registerNotificationRoutes(app, notifications);
};
