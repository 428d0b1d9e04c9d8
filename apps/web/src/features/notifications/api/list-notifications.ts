import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListNotificationsQuery, ListNotificationsResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { loadShellSchemas } from '../../../lib/load-shell-schemas';
import { notificationKeys, type NotificationArea } from './keys';

/** GET /api/{user|owner}/notifications: newest first, with the unread count. */
export const listNotifications = async (
  area: NotificationArea,
  params: Partial<ListNotificationsQuery>,
): Promise<ListNotificationsResponse> => {
  const [response, { listNotificationsResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${area}/notifications`, { params }),
    loadShellSchemas(),
  ]);
  return listNotificationsResponseSchema.parse(response.data);
};

export const notificationsQueryOptions = (
  area: NotificationArea,
  params: Partial<ListNotificationsQuery>,
) =>
  queryOptions({
    queryKey: notificationKeys.list(area, params),
    queryFn: () => listNotifications(area, params),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (area: NotificationArea, params: Partial<ListNotificationsQuery>) =>
  useQuery(notificationsQueryOptions(area, params));
