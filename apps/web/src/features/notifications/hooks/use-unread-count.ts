import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unreadCountQueryOptions } from '../api/count-unread';
import { NOTIFICATION_READ_EVENT, notificationKeys, type NotificationArea } from '../api/keys';

/**
 * The header's unread badge (spec section 4). Counted on load and whenever the signed-in person
 * changes (the key holds their id), recounted when a `notificationRead` window event fires, and
 * kept live by the connection (`notification:new`, `notification:count` write into this query).
 */
export const useUnreadCount = (userId: string | null, area: NotificationArea | null): number => {
  const queryClient = useQueryClient();
  const enabled = userId !== null && area !== null;
  const countQuery = useQuery({
    ...unreadCountQueryOptions(userId ?? '', area ?? 'user'),
    enabled,
  });

  useEffect(() => {
    if (!userId) return;
    const recount = () =>
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) });
    window.addEventListener(NOTIFICATION_READ_EVENT, recount);
    return () => window.removeEventListener(NOTIFICATION_READ_EVENT, recount);
  }, [queryClient, userId]);

  return enabled ? (countQuery.data ?? 0) : 0;
};
