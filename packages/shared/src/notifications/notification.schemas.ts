import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../common/constants';
import { paginationQuerySchema, paginationSchema } from '../common/pagination';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from './notification.constants';

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);

export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** The in-app path of the page that acts on it (the booking, the listing, the plan…). */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = paginationQuerySchema(DEFAULT_PAGE_SIZE).extend({
  filter: z.enum(['all', 'unread']).default('all'),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const listNotificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
  pagination: paginationSchema,
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;

export const notificationChangeResponseSchema = z.object({
  message: z.string(),
  unreadCount: z.number().int().min(0),
  data: notificationSchema.optional(),
});
export type NotificationChangeResponse = z.infer<typeof notificationChangeResponseSchema>;

export const notificationPreferenceSchema = z.strictObject({
  category: notificationCategorySchema,
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesResponseSchema = z.object({
  data: z.array(notificationPreferenceSchema),
});
export const updateNotificationPreferencesInputSchema = z.strictObject({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1)
    .max(NOTIFICATION_CATEGORIES.length)
    .refine((items) => new Set(items.map((item) => item.category)).size === items.length, {
      error: 'Each category at most once',
    }),
});
export type UpdateNotificationPreferencesInput = z.infer<
  typeof updateNotificationPreferencesInputSchema
>;
