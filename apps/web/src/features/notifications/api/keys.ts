import type { ListNotificationsQuery } from '@nestly/shared';

/** The two areas that have notifications (admins have none). */
export type NotificationArea = 'user' | 'owner';

/** The browser event other screens fire after marking notifications read (spec section 4). */
export const NOTIFICATION_READ_EVENT = 'notificationRead';

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: (area: NotificationArea) => ['notifications', area, 'list'] as const,
  list: (area: NotificationArea, params: Partial<ListNotificationsQuery>) =>
    ['notifications', area, 'list', params] as const,
  unreadCount: (userId: string) => ['notifications', 'unread-count', userId] as const,
  preferences: (area: NotificationArea) => ['notifications', area, 'preferences'] as const,
};

/** Tells the header (and any other listener) to recount, as the spec's browser event. */
export const announceNotificationsRead = () =>
  window.dispatchEvent(new Event(NOTIFICATION_READ_EVENT));
