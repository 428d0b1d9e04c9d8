import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_READ_EVENT,
  notificationKeys,
  unreadCountQueryOptions,
} from '../api/count-unread';

/**
 * The header's unread badge. Counted on load and whenever the signed-in person changes (the key
 * holds their id), and recounted when a `notificationRead` window event fires.
 */
export const useUnreadCount = (userId: string | null): number => {
  const queryClient = useQueryClient();
  const countQuery = useQuery({
    ...unreadCountQueryOptions(userId ?? ''),
    enabled: userId !== null,
  });

  useEffect(() => {
    if (!userId) return;
    const recount = () =>
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) });
    window.addEventListener(NOTIFICATION_READ_EVENT, recount);
    return () => window.removeEventListener(NOTIFICATION_READ_EVENT, recount);
  }, [queryClient, userId]);

  return userId ? (countQuery.data ?? 0) : 0;
};
