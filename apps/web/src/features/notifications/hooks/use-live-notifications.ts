import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths, REALTIME_EVENTS, type NotificationType } from '@nestly/shared';
import { onAccountBlocked, refreshSession } from '../../../lib/api-client';
import { loadShellSchemas } from '../../../lib/load-shell-schemas';
import { onLiveEvent, onLiveReconnect, startRealtime } from '../../../lib/realtime';
import { notificationKeys, type NotificationArea } from '../api/keys';
import { toast } from '../../../lib/toast';

/** The queries a notice of this type makes stale (the app's table: app/live-stale-queries). */
export type StaleQueriesOf = (
  type: NotificationType,
) => readonly QueryKey[] | Promise<readonly QueryKey[]>;

const NOTHING_STALE: StaleQueriesOf = () => [];

/**
 * Keeps a signed-in tab live (issue 9): opens the one connection of this tab, writes pushed counts
 * into the badge's query, refreshes the open lists and whatever the notice is about
 * (`staleQueriesOf`), toasts a new notice unless the person is on their notifications page, and
 * after a reconnect fetches again whatever may have been missed.
 */
export const useLiveNotifications = (
  userId: string | null,
  area: NotificationArea | null,
  staleQueriesOf: StaleQueriesOf = NOTHING_STALE,
) => {
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
        // What the notice is about: "approved" refreshes the dashboard that said "pending".
        void Promise.resolve(staleQueriesOf(notification.type)).then((queryKeys) => {
          for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
        });
        // A notice of the person's own action arrives read (no toast); nor on the feed itself, nor
        // a message notice while the chat is open (the inbox shows it as it comes).
        const path = window.location.pathname;
        const isOnChat =
          path === paths[area].chat.path || path.startsWith(`${paths[area].chat.path}/`);
        if (notification.read || path === paths[area].notifications.path) return;
        if (notification.type === 'new_message' && isOnChat) return;
        // A burst of one type becomes one toast ("4 new messages") that leads to the list of
        // them; different types stay apart (a host's "New booking" beside its "added to your
        // wallet"), and at most three toasts show at once.
        const isMessage = notification.type === 'new_message';
        toast.info(notification.title, {
          toastId: notification.id,
          onClick: () => {
            if (notification.link) void navigate(notification.link);
          },
          group: {
            key: `notice:${notification.type}`,
            summary: (count) =>
              isMessage ? `${count} new messages` : `${count} new notifications`,
            onClick: () =>
              void navigate(
                isMessage ? paths[area].chat.getHref() : paths[area].notifications.path,
              ),
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
  }, [area, navigate, queryClient, staleQueriesOf, userId]);
};
