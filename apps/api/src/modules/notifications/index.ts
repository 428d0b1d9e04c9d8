// The notifications module's public API: the service is published to the modules that declare
// they need 'notifications' (module.ts); these are the types they raise notices with.
export type { InstalmentFacts, NoticeEvent, StayFacts } from './catalog';
export {
  fromNoticesInsert,
  type NotificationsService,
  type RaiseOptions,
  type WrittenNotice,
} from './service';

import type { NotificationsService } from './service';
/** What a service that raises notices receives beside AppDeps (its module needs 'notifications'). */
export interface Notifying {
  notifications: NotificationsService;
}
