import { z } from 'zod';
import {
  ATTACHMENT_MIME_TYPES,
  CONVERSATION_PAGE_DEFAULT,
  CONVERSATION_PAGE_MAX,
  MESSAGE_TEXT_MAX_LENGTH,
} from './chat.constants';

/** The other side of a conversation, as the thread and the inbox show them. */
export const chatPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** The home a conversation was last about. */
export const chatPropertySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  city: z.string(),
  /** Monthly rent in paise. */
  rent: z.number().int(),
  photoUrl: z.string().nullable(),
});
export type ChatProperty = z.infer<typeof chatPropertySchema>;

export const messageAttachmentSchema = z.object({
  /** Served only to the two participants, with the bearer token (never a public URL). */
  url: z.string(),
  name: z.string(),
  type: z.enum(ATTACHMENT_MIME_TYPES),
  size: z.number().int().min(0),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  /** Empty when the message is only an attachment. */
  text: z.string(),
  attachment: messageAttachmentSchema.nullable(),
  /** The id the sender's client chose (a retry with the same id never posts twice). */
  clientId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  user: chatPersonSchema,
  owner: chatPersonSchema,
  property: chatPropertySchema.nullable(),
  lastMessage: messageSchema.nullable(),
  /** The caller's unread messages in it (the other person's, not yet read). */
  unreadCount: z.number().int().min(0),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** A booking the two have together, shown beside the thread. */
export const chatBookingSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  status: z.string(),
  moveInDate: z.string(),
  moveOutDate: z.string(),
});
export type ChatBooking = z.infer<typeof chatBookingSchema>;

const uuidParam = (what: string) => z.uuid({ error: `Invalid ${what} id` });

export const conversationQuerySchema = z.strictObject({
  sender: uuidParam('sender'),
  receiver: uuidParam('receiver'),
  propertyId: uuidParam('property').optional(),
  before: uuidParam('message').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONVERSATION_PAGE_MAX)
    .default(CONVERSATION_PAGE_DEFAULT),
});
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

export const conversationResponseSchema = z.object({
  data: z.object({
    conversation: conversationSchema.nullable(),
    /** Oldest first: the newest `limit`, or those before the cursor. */
    messages: z.array(messageSchema),
    /** Pass as `before` for older messages; null when there are none. */
    nextCursor: z.uuid().nullable(),
    /** The other person, even before the first message. */
    counterpart: chatPersonSchema,
    /** The home asked about (propertyId), or the one the conversation was last about. */
    property: chatPropertySchema.nullable(),
    /** Their bookings together, newest first (the booking beside the thread). */
    bookings: z.array(chatBookingSchema),
  }),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const conversationsResponseSchema = z.object({
  data: z.array(conversationSchema),
  /** Unread messages across all conversations (the header's Chat badge). */
  unreadCount: z.number().int().min(0),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

/** The text fields of `POST /message` (multipart; the file part is `attachment`). */
export const sendMessageFieldsSchema = z.strictObject({
  receiver: uuidParam('receiver'),
  propertyId: uuidParam('property').optional(),
  text: z
    .string()
    .trim()
    .max(MESSAGE_TEXT_MAX_LENGTH, {
      error: `A message can be at most ${MESSAGE_TEXT_MAX_LENGTH} characters`,
    })
    .optional(),
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'clientId: 8–64 letters, digits, - or _' })
    .optional(),
});
export type SendMessageFields = z.infer<typeof sendMessageFieldsSchema>;

export const sendMessageResponseSchema = z.object({
  message: z.string(),
  data: messageSchema,
  /**
   * Set when a message sent before any booking holds a phone number, an e-mail address or a UPI
   * id: the sender is reminded that paying outside Nestly loses its protection (nothing is blocked).
   */
  contactNotice: z.boolean(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const markMessagesReadInputSchema = z.strictObject({
  conversationId: uuidParam('conversation'),
});
export const markMessagesReadResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    conversationId: z.uuid(),
    updated: z.number().int().min(0),
    readAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  /** The caller's unread messages across all conversations, after this. */
  unreadCount: z.number().int().min(0),
});
export type MarkMessagesReadResponse = z.infer<typeof markMessagesReadResponseSchema>;

/** Live events (PRODUCT.md, Live events). */
export const messageNewEventSchema = z.object({
  message: messageSchema,
  conversation: conversationSchema,
});
export type MessageNewEvent = z.infer<typeof messageNewEventSchema>;

export const messageReadEventSchema = z.object({
  conversationId: z.uuid(),
  readerId: z.uuid(),
  readAt: z.iso.datetime({ offset: true }),
});
export type MessageReadEvent = z.infer<typeof messageReadEventSchema>;

export { REPLY_TIME_BANDS, replyTimeSchema, type ReplyTime } from './reply-time';
