import { queryOptions } from '@tanstack/react-query';

/** The browser event other screens fire after marking notifications read (spec section 4). */
export const NOTIFICATION_READ_EVENT = 'notificationRead';

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: (userId: string) => ['notifications', 'unread-count', userId] as const,
};

/**
 * How many of the person's notifications are unread. Notifications (GET /api/user/notifications)
 * belong to a later issue of the product; until that list exists nothing can be unread, so the
 * count is 0. When it lands, this becomes: fetch the list, count `read === false`, and on a
 * failure log it and count an empty list (spec section 8).
 */
export const countUnreadNotifications = async (): Promise<number> => 0;

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: countUnreadNotifications,
  });
