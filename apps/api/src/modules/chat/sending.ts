import {
  holdsContactDetails,
  REALTIME_EVENTS,
  paths,
  sendMessageFieldsSchema,
  type MessageNewEvent,
} from '@nestly/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/multipart';
import { parseInput, validationError } from '../../lib/validation';
import { prepareAttachment, type PreparedAttachment } from './attachments';
import {
  assertHomeOpenToMessages,
  assertOwnerTakesMessages,
  counterpartOf,
  pairWith,
  type ChatDeps,
  type ChatPerson,
} from './participants';
import * as repo from './repo';
import type { ConversationRow, HomeRow, PersonRow } from './repo';
import { findSendContext, storeMessage, type StoredMessage } from './send-repo';
import { toConversation, toMessage } from './views';

/** Sending a message: stored with its notice in one statement, then published live. */
export const createChatSending = (deps: ChatDeps) => {
  const { db, clock, storage, notifications, realtime, rateLimits, logger } = deps;

  /** The link a notice of this conversation opens, for its recipient. */
  const threadLink = (
    recipientRole: string,
    conversation: Pick<ConversationRow, 'userId' | 'ownerId' | 'propertyId'>,
  ) =>
    recipientRole === 'owner'
      ? paths.owner.chat.getHref({ with: conversation.userId })
      : conversation.propertyId
        ? paths.user.chatThread.getHref(conversation.propertyId, conversation.ownerId)
        : paths.user.chat.getHref();

  /**
   * After the commit: each side's tabs get the message with the conversation as they see it, and
   * the receiver's tabs the notice. Everything comes from what `send` already read and what the
   * storing statement answered (both unread counts, the notice's count), so publishing costs no
   * query; only a home that changed since the check (another message naming another home at the
   * same moment) is looked up.
   */
  const publishMessage = async (
    stored: StoredMessage,
    people: PersonRow[],
    home: HomeRow | null,
    notice: { recipientId: string; title: string; body: string; link: string },
  ) => {
    const { conversation, message, unread } = stored;
    const homes =
      conversation.propertyId && conversation.propertyId !== home?.id
        ? await repo.findHomes(db, [conversation.propertyId])
        : home
          ? [home]
          : [];
    const facts = {
      people: new Map(people.map((row) => [row.id, row])),
      homes: new Map(homes.map((row) => [row.id, row])),
      lastMessages: new Map([[conversation.id, message]]),
    };
    const payload = toMessage(message);
    for (const [personId, unreadCount] of [
      [conversation.userId, unread.user],
      [conversation.ownerId, unread.owner],
    ] as const) {
      const view = toConversation(
        conversation,
        { ...facts, unread: new Map([[conversation.id, unreadCount]]) },
        storage,
      );
      const event: MessageNewEvent = { message: payload, conversation: view };
      realtime.toPerson(personId, REALTIME_EVENTS.messageNew, event);
    }
    // The notice `chat_send_message` wrote, from what it answered (the statement committed).
    notifications.written(db, [
      {
        notice: {
          ...notice,
          id: stored.notice.id,
          type: 'new_message',
          readAt: null,
          createdAt: message.createdAt,
        },
        unreadCount: stored.notice.unreadCount,
      },
    ]);
  };

  return {
    /**
     * Sends a message. A retry with the same `clientId` answers the message already stored (and
     * never posts, notifies or charges the rate limit twice).
     */
    send: async (
      person: ChatPerson,
      rawFields: Record<string, unknown>,
      file: UploadedFile | null,
    ) => {
      const fields = parseInput(sendMessageFieldsSchema, rawFields);
      const text = fields.text ?? '';
      if (!text && !file) {
        throw validationError([{ field: 'text', message: 'Write a message or attach a file' }]);
      }
      const pair = pairWith(person, fields.receiver);
      const context = await findSendContext(db, {
        senderId: person.id,
        receiverId: fields.receiver,
        ...pair,
        clientId: fields.clientId,
        propertyId: fields.propertyId,
      });
      if (context.sentBefore) {
        const sent = await repo.findMessage(db, context.sentBefore);
        if (sent) return { message: toMessage(sent), replay: true, contactNotice: false };
      }
      await rateLimits.consume([['messagesBySender', person.id]]);

      const { people, booked } = context;
      const sender = people.find((row) => row.id === person.id)!;
      const other = counterpartOf(
        person,
        people.find((row) => row.id === fields.receiver),
      );
      if (other.status === 'blocked') {
        throw new AppError('FORBIDDEN', { message: 'This person cannot receive messages now' });
      }
      // The home named must be one of the pair's owner's (the context read it with the people:
      // with a home named, its home is that one).
      if (fields.propertyId) {
        const named = context.home;
        if (!named || named.deletedAt || named.ownerId !== pair.ownerId) throw notFound('Property');
        assertHomeOpenToMessages(named, context.homeBooked);
      }
      assertOwnerTakesMessages(person, other);
      if (person.role === 'owner' && !context.conversationExists && !booked) {
        throw new AppError('FORBIDDEN', {
          message: 'A guest starts the conversation; you can write first to guests who booked',
        });
      }

      const attachment: PreparedAttachment | null = file
        ? await prepareAttachment(file, person.id)
        : null;
      if (attachment) await storage.put(attachment.key, attachment.body);
      const now = clock.now();
      const propertyId = fields.propertyId ?? null;
      // The conversation as it will be once stored, for the notice's link.
      const link = threadLink(other.role, {
        ...pair,
        propertyId: propertyId ?? context.conversationPropertyId,
      });
      const preview = text
        ? text.slice(0, 140)
        : `Sent ${attachment?.type === 'application/pdf' ? 'a PDF' : 'a photo'}`;
      const notice = notifications.prepareMessageNotice(
        { recipientId: other.id, link, senderName: sender.name, preview },
        now,
      );
      const stored = await storeMessage(db, {
        ...pair,
        senderId: person.id,
        propertyId,
        text,
        clientId: fields.clientId ?? null,
        attachment: attachment && {
          key: attachment.key,
          name: attachment.name,
          type: attachment.type,
          size: attachment.body.length,
        },
        now,
        notice,
      });

      if (!stored.message) {
        // The same clientId won a race with this request: answer what it stored.
        if (attachment) await storage.remove(attachment.key);
        const sent = await repo.findMessageByClientId(db, person.id, fields.clientId!);
        return { message: toMessage(sent!), replay: true, contactNotice: false };
      }
      const home = context.home;
      void publishMessage(stored, people, home, {
        recipientId: other.id,
        title: notice.title,
        body: notice.body,
        link,
      }).catch((error: unknown) =>
        logger.error({ err: error }, 'a chat message could not be sent live'),
      );
      return {
        message: toMessage(stored.message),
        replay: false,
        contactNotice: !booked && holdsContactDetails(text),
      };
    },
  };
};
