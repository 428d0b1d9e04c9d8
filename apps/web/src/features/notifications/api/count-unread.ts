import { queryOptions } from '@tanstack/react-query';
import { listNotifications } from './list-notifications';
import { notificationKeys, type NotificationArea } from './keys';

/**
 * How many of the person's notifications are unread: the list call's `unreadCount`, asked for one
 * row. A failure is logged and counts as an empty list (spec section 8).
 */
export const countUnreadNotifications = async (area: NotificationArea): Promise<number> => {
  try {
    return (await listNotifications(area, { page: 1, limit: 1 })).unreadCount;
  } catch (error) {
    console.error('Could not count notifications', error);
    return 0;
  }
};

export const unreadCountQueryOptions = (userId: string, area: NotificationArea) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: () => countUnreadNotifications(area),
  });
