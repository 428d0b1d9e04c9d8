import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesResponseSchema, type NotificationPreference } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { notificationKeys, type NotificationArea } from './keys';

/** GET /api/{user|owner}/notification-preferences: e-mail on or off per category. */
export const getNotificationPreferences = async (area: NotificationArea) =>
  notificationPreferencesResponseSchema.parse(
    (await apiClient.get<unknown>(`/${area}/notification-preferences`)).data,
  ).data;

export const notificationPreferencesQueryOptions = (area: NotificationArea) =>
  queryOptions({
    queryKey: notificationKeys.preferences(area),
    queryFn: () => getNotificationPreferences(area),
  });

export const useNotificationPreferences = (area: NotificationArea) =>
  useQuery(notificationPreferencesQueryOptions(area));

/** PUT /api/{user|owner}/notification-preferences */
export const useSaveNotificationPreferences = (area: NotificationArea) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreference[]) =>
      notificationPreferencesResponseSchema.parse(
        (await apiClient.put<unknown>(`/${area}/notification-preferences`, { preferences })).data,
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(area), saved),
  });
};
