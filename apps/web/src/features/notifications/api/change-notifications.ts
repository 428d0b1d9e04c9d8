import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationChangeResponseSchema, type NotificationChangeResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { announceNotificationsRead, notificationKeys, type NotificationArea } from './keys';

type Change =
  | { kind: 'read'; id: string }
  | { kind: 'read-all' }
  | { kind: 'delete'; id: string }
  | { kind: 'restore'; id: string };

const request = (area: NotificationArea, change: Change) => {
  switch (change.kind) {
    case 'read':
      return apiClient.patch<unknown>(`/${area}/notifications/${change.id}/read`);
    case 'read-all':
      return apiClient.patch<unknown>(`/${area}/notifications/read-all`);
    case 'delete':
      return apiClient.delete<unknown>(`/${area}/notification/${change.id}`);
    case 'restore':
      return apiClient.patch<unknown>(`/${area}/notification/${change.id}/restore`);
  }
};

/**
 * PATCH …/notifications/{id}/read, PATCH …/notifications/read-all, DELETE …/notification/{id} and
 * its undo. Each answers the new unread count, which goes straight to the header's badge.
 */
export const changeNotifications = async (
  area: NotificationArea,
  change: Change,
): Promise<NotificationChangeResponse> =>
  notificationChangeResponseSchema.parse((await request(area, change)).data);

export const useChangeNotifications = (area: NotificationArea) => {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id);
  return useMutation({
    mutationFn: (change: Change) => changeNotifications(area, change),
    onSuccess: (result) => {
      if (userId)
        queryClient.setQueryData(notificationKeys.unreadCount(userId), result.unreadCount);
      announceNotificationsRead();
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists(area) });
    },
  });
};
