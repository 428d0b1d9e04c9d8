import { z } from 'zod';
import { notificationSchema } from '../notifications/notification.schemas';

export const notificationNewEventSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number().int().min(0),
});
export type NotificationNewEvent = z.infer<typeof notificationNewEventSchema>;

export const notificationCountEventSchema = z.object({ unreadCount: z.number().int().min(0) });
export type NotificationCountEvent = z.infer<typeof notificationCountEventSchema>;

export const typingInputSchema = z.strictObject({ conversationId: z.uuid() });
export const typingEventSchema = z.object({ conversationId: z.uuid(), userId: z.uuid() });
export type TypingEvent = z.infer<typeof typingEventSchema>;
