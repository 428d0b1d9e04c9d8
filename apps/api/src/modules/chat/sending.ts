import {
  holdsContactDetails,
  REALTIME_EVENTS,
  paths,
  sendMessageFieldsSchema,
  type MessageNewEvent,
} from '@nestly/shared';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/multipart';
import { parseInput, validationError } from '../../lib/validation';
import { prepareAttachment, type PreparedAttachment } from './attachments';
import * as inboxRepo from './inbox-repo';
import {
  counterpartOf,
  findPairHome,
  pairWith,
  type ChatDeps,
  type ChatPerson,
} from './participants';
import * as repo from './repo';
import type { ConversationRow, HomeRow, MessageRow, PersonRow } from './repo';
import { toConversation, toMessage } from './views';

/** Sending a message: stored with its notice in one transaction, then published live. */
export const createChatSending = (deps: ChatDeps) => {
  const { db, clock, storage, notifications, realtime, rateLimits, logger } = deps;

  /** The link a notice of this conversation opens, for its recipient. */
  const threadLink = (recipientRole: string, conversation: ConversationRow) =>
    recipientRole === 'owner'
      ? paths.owner.chat.getHref({ with: conversation.userId })
      : conversation.propertyId
        ? paths.user.chatThread.getHref(conversation.propertyId, conversation.ownerId)
        : paths.user.chat.getHref();

  /**
   * After the commit: each side's tabs get the message with the conversation as they see it. The
   * people and the home are the ones `send` already read; only the unread counts are looked up
   * (one statement for both), so a message costs the same few queries however busy the thread.
   */
  const publishMessage = async (
    conversation: ConversationRow,
    message: MessageRow,
    people: PersonRow[],
    home: HomeRow | null,
  ) => {
    const [unread, homes] = await Promise.all([
      inboxRepo.unreadOfBoth(db, conversation),
      conversation.propertyId && conversation.propertyId !== home?.id
        ? repo.findHomes(db, [conversation.propertyId])
        : Promise.resolve(home ? [home] : []),
    ]);
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
      const context = await repo.findSendContext(db, {
        senderId: person.id,
        receiverId: fields.receiver,
        ...pair,
        clientId: fields.clientId,
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
      const home = await findPairHome(db, fields.propertyId, pair.ownerId);
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
      const stored = await notifications.transaction(async (tx, notify) => {
        const conversation = await repo.touchConversation(
          tx,
          { ...pair, propertyId: home?.id ?? null },
          now,
        );
        const message = await repo.insertMessage(tx, {
          conversationId: conversation.id,
          senderId: person.id,
          propertyId: home?.id ?? null,
          text,
          clientId: fields.clientId ?? null,
          attachmentKey: attachment?.key ?? null,
          attachmentName: attachment?.name ?? null,
          attachmentType: attachment?.type ?? null,
          attachmentSize: attachment?.body.length ?? null,
          createdAt: now,
        });
        if (message) {
          await notify({
            type: 'new_message',
            recipientId: other.id,
            link: threadLink(other.role, conversation),
            conversationId: conversation.id,
            senderName: sender.name,
            preview: text
              ? text.slice(0, 140)
              : `Sent ${attachment?.type === 'application/pdf' ? 'a PDF' : 'a photo'}`,
          });
        }
        return { conversation, message };
      });

      if (!stored.message) {
        // The same clientId won a race with this request: answer what it stored.
        if (attachment) await storage.remove(attachment.key);
        const sent = await repo.findMessageByClientId(db, person.id, fields.clientId!);
        return { message: toMessage(sent!), replay: true, contactNotice: false };
      }
      void publishMessage(stored.conversation, stored.message, people, home).catch(
        (error: unknown) => logger.error({ err: error }, 'a chat message could not be sent live'),
      );
      return {
        message: toMessage(stored.message),
        replay: false,
        contactNotice: !booked && holdsContactDetails(text),
      };
    },
  };
};
