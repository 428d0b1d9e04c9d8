import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths, REALTIME_EVENTS } from '@nestly/shared';
import { onAccountBlocked, refreshSession } from '../../../lib/api-client';
import { loadShellSchemas } from '../../../lib/load-shell-schemas';
import { onLiveEvent, onLiveReconnect, startRealtime } from '../../../lib/realtime';
import { notificationKeys, type NotificationArea } from '../api/keys';
import { toast } from '../../../lib/toast';

/**
 * Keeps a signed-in tab live (issue 9): opens the one connection of this tab, writes pushed counts
 * into the badge's query, refreshes the open lists, toasts a new notice unless the person is on
 * their notifications page, and after a reconnect fetches again whatever may have been missed.
 */
export const useLiveNotifications = (userId: string | null, area: NotificationArea | null) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!userId || !area) return;
    void startRealtime({
      renewSession: async () => {
        await refreshSession();
      },
      onBlocked: onAccountBlocked,
    });
    const setCount = (unreadCount: number) =>
      queryClient.setQueryData(notificationKeys.unreadCount(userId), unreadCount);

    // Events are checked once the schemas have loaded; they are handled in the order they came.
    const offNew = onLiveEvent(REALTIME_EVENTS.notificationNew, (payload) => {
      void loadShellSchemas().then(({ notificationNewEventSchema }) => {
        const parsed = notificationNewEventSchema.safeParse(payload);
        if (!parsed.success) return;
        const { notification, unreadCount } = parsed.data;
        setCount(unreadCount);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(area) });
        // A notice of the person's own action arrives read (no toast); nor on the feed itself, nor
        // a message notice while the chat is open (the inbox shows it as it comes).
        const path = window.location.pathname;
        const isOnChat =
          path === paths[area].chat.path || path.startsWith(`${paths[area].chat.path}/`);
        if (notification.read || path === paths[area].notifications.path) return;
        if (notification.type === 'new_message' && isOnChat) return;
        toast.info(notification.title, {
          toastId: notification.id,
          onClick: () => {
            if (notification.link) void navigate(notification.link);
          },
        });
      });
    });
    const offCount = onLiveEvent(REALTIME_EVENTS.notificationCount, (payload) => {
      void loadShellSchemas().then(({ notificationCountEventSchema }) => {
        const parsed = notificationCountEventSchema.safeParse(payload);
        if (parsed.success) setCount(parsed.data.unreadCount);
      });
    });
    const offReconnect = onLiveReconnect(
      () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    );
    return () => {
      offNew();
      offCount();
      offReconnect();
    };
  }, [area, navigate, queryClient, userId]);
};
