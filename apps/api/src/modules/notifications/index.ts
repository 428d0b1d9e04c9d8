// The notifications module's public API: buildApp makes the service first and hands it to every
// other module as `deps.notifications`, the one path by which anything notifies a person.
export type { NoticeEvent, StayFacts } from './catalog';
export { createNotificationsService, type NotificationsService } from './service';
