import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listNotificationsQuerySchema,
  listNotificationsResponseSchema,
  messageResponseSchema,
  notificationChangeResponseSchema,
  notificationPreferencesResponseSchema,
  updateNotificationPreferencesInputSchema,
} from '@nestly/shared';
import { requireAccount } from '../../plugins/access';
import type { NotificationsService } from './service';

const tags = ['notifications'];
const idParams = z.strictObject({ id: z.uuid({ error: 'Invalid notification id' }) });

/**
 * PRODUCT.md, Notifications: the same calls under /api/user and /api/owner; each person reaches
 * only their own notices (another's id answers 404), admins have none (403).
 */
export const registerNotificationRoutes = (
  app: FastifyInstance,
  notifications: NotificationsService,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const role of ['user', 'owner'] as const) {
    const prefix = `/api/${role}`;
    const access = { access: [role] as const };

    api.get(`${prefix}/notifications`, {
      config: access,
      schema: {
        tags,
        summary: 'My notifications, newest first, with the unread count',
        querystring: listNotificationsQuerySchema,
        response: { 200: listNotificationsResponseSchema },
      },
      handler: (request) => notifications.list(requireAccount(request).id, request.query),
    });

    api.patch(`${prefix}/notifications/read-all`, {
      config: access,
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: notificationChangeResponseSchema },
      },
      handler: async (request) => {
        const { updated, unreadCount } = await notifications.markAllRead(
          requireAccount(request).id,
        );
        return { message: `${updated} marked as read`, unreadCount };
      },
    });

    api.patch(`${prefix}/notifications/:id/read`, {
      config: access,
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: idParams,
        response: { 200: notificationChangeResponseSchema },
      },
      handler: async (request) => ({
        message: 'Marked as read',
        ...(await notifications.markRead(requireAccount(request).id, request.params.id)),
      }),
    });

    api.delete(`${prefix}/notification/:id`, {
      config: access,
      schema: {
        tags,
        summary: 'Delete one of my notifications (it can be restored)',
        params: idParams,
        response: { 200: notificationChangeResponseSchema },
      },
      handler: async (request) => ({
        message: 'Notification deleted',
        ...(await notifications.setDeleted(requireAccount(request).id, request.params.id, true)),
      }),
    });

    api.patch(`${prefix}/notification/:id/restore`, {
      config: access,
      schema: {
        tags,
        summary: 'Bring back a notification I deleted (the "undo" of delete)',
        params: idParams,
        response: { 200: notificationChangeResponseSchema },
      },
      handler: async (request) => ({
        message: 'Notification restored',
        ...(await notifications.setDeleted(requireAccount(request).id, request.params.id, false)),
      }),
    });

    api.get(`${prefix}/notification-preferences`, {
      config: access,
      schema: {
        tags,
        summary: 'Which e-mails I get, per category (in-app notices are always on)',
        response: { 200: notificationPreferencesResponseSchema },
      },
      handler: async (request) => ({
        data: await notifications.preferences(requireAccount(request).id),
      }),
    });

    api.put(`${prefix}/notification-preferences`, {
      config: access,
      schema: {
        tags,
        summary: 'Choose which e-mails I get (payment and account e-mails are always sent)',
        body: updateNotificationPreferencesInputSchema,
        response: {
          200: messageResponseSchema.extend(notificationPreferencesResponseSchema.shape),
        },
      },
      handler: async (request) => {
        const { id } = requireAccount(request);
        await notifications.setPreferences(id, request.body);
        return { message: 'Preferences saved', data: await notifications.preferences(id) };
      },
    });
  }
};
