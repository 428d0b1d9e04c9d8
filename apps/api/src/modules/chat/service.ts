import {
  holdsContactDetails,
  REALTIME_EVENTS,
  sendMessageFieldsSchema,
  type ChatBooking,
  type ConversationQuery,
  type ConversationResponse,
  type MessageNewEvent,
  type MessageReadEvent,
  type ReplyTime,
} from '@nestly/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import type { UploadedFile } from '../../lib/multipart';
import {
  counterpartOf as otherPartyOf,
  isParty,
  requireParty,
  type Person,
} from '../../lib/parties';
import { parseInput, validationError } from '../../lib/validation';
import { prepareAttachment, type PreparedAttachment } from './attachments';
import * as repo from './repo';
import type { ConversationRow, HomeRow, MessageRow, PersonRow } from './repo';
import { toChatPerson, toChatProperty, toConversation, toMessage } from './views';

type Deps = Pick<
  AppDeps,
  'db' | 'clock' | 'storage' | 'notifications' | 'realtime' | 'rateLimits' | 'logger'
>;

/** Chat is between tenants and owners; admins never reach the service (routes refuse them). */
export type ChatPerson = Person & { role: 'user' | 'owner' };

/** The reply-time figure needs this many conversations in the window before it is shown. */
const REPLY_TIME_MIN_CONVERSATIONS = 3;
const REPLY_TIME_WINDOW_MS = 30 * 24 * 3_600_000;
const HOUR_SECONDS = 3_600;

const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];

/** "Usually replies within …" from the median delay (an unanswered conversation counts as slow). */
export const replyTimeBand = (delays: (number | null)[]): ReplyTime => {
  if (delays.length < REPLY_TIME_MIN_CONVERSATIONS) return null;
  const sorted = delays.map((delay) => delay ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  if (median <= HOUR_SECONDS) return 'within_an_hour';
  if (median <= 6 * HOUR_SECONDS) return 'within_a_few_hours';
  if (median <= 24 * HOUR_SECONDS) return 'within_a_day';
  return 'in_a_few_days';
};

/**
 * Chat (issue 10; PRODUCT.md, Chat). One conversation per tenant–owner pair; a message is stored,
 * with its notice, in one transaction, and goes live to both people's tabs only after the commit,
 * so a tab that was offline reads the same backlog from the database.
 */
export const createChatService = (deps: Deps) => {
  const { db, clock, storage, notifications, realtime, rateLimits, logger } = deps;

  /** Conversations as `reader` sees them, in a fixed number of queries however many there are. */
  const viewsFor = async (readerId: string, rows: ConversationRow[]) => {
    const ids = rows.map((row) => row.id);
    const [people, homes, lastMessages, unread] = await Promise.all([
      repo.findPeople(db, unique(rows.flatMap((row) => [row.userId, row.ownerId]))),
      repo.findHomes(db, unique(rows.map((row) => row.propertyId))),
      repo.lastMessages(db, ids),
      repo.unreadCounts(db, readerId, ids),
    ]);
    const facts = {
      people: new Map(people.map((row) => [row.id, row])),
      homes: new Map(homes.map((row) => [row.id, row])),
      lastMessages: new Map(lastMessages.map((row) => [row.conversationId, row])),
      unread,
    };
    return rows.map((row) => toConversation(row, facts, storage));
  };

  const pairWith = (person: ChatPerson, otherId: string) =>
    person.role === 'user'
      ? { userId: person.id, ownerId: otherId }
      : { userId: otherId, ownerId: person.id };

  /** The other person: an existing account on the other side (a tenant talks to owners only). */
  const counterpartOf = (person: ChatPerson, other: PersonRow | undefined) => {
    const expected = person.role === 'user' ? 'owner' : 'user';
    if (!other || other.deletedAt || other.role !== expected) throw notFound('Person');
    return other;
  };

  /** The home named, which must be one of the pair's owner's. */
  const homeOf = async (propertyId: string | undefined, ownerId: string) => {
    if (!propertyId) return null;
    const [home] = await repo.findHomes(db, [propertyId]);
    if (!home || home.deletedAt || home.ownerId !== ownerId) throw notFound('Property');
    return home;
  };

  /** The link a notice of this conversation opens, for its recipient. */
  const threadLink = (recipientRole: string, conversation: ConversationRow) =>
    recipientRole === 'owner'
      ? `/owner/chat?with=${conversation.userId}`
      : conversation.propertyId
        ? `/user/chat/${conversation.propertyId}/${conversation.ownerId}`
        : '/user/chat';

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
      repo.unreadOfBoth(db, conversation),
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

  const countUnread = (person: ChatPerson) => repo.countUnreadTotal(db, person.id, person.role);

  return {
    countUnread,

    list: async (person: ChatPerson) => {
      const rows = await repo.listConversations(db, person.id, person.role);
      const [data, unreadCount] = await Promise.all([
        viewsFor(person.id, rows),
        countUnread(person),
      ]);
      return { data, unreadCount };
    },

    /** One thread, newest page first (oldest first within it), with what sits beside it. */
    thread: async (
      person: ChatPerson,
      query: ConversationQuery,
    ): Promise<ConversationResponse['data']> => {
      // Only one's own conversations: another person's id is a conversation that does not exist.
      if (query.sender !== person.id) throw notFound('Conversation');
      const [found] = await repo.findPeople(db, [query.receiver]);
      const other = counterpartOf(person, found);
      const pair = pairWith(person, other.id);
      const [home, conversation, booked] = await Promise.all([
        homeOf(query.propertyId, pair.ownerId),
        repo.findConversationByPair(db, pair.userId, pair.ownerId),
        repo.bookingsBetween(db, pair.userId, pair.ownerId),
      ]);
      // An owner sees a tenant only through a conversation or a booking with them.
      if (person.role === 'owner' && !conversation && booked.length === 0) {
        throw notFound('Person');
      }
      const bookings: ChatBooking[] = booked;
      if (!conversation) {
        return {
          conversation: null,
          messages: [],
          nextCursor: null,
          counterpart: toChatPerson(other, storage)!,
          property: toChatProperty(home ?? undefined, storage),
          bookings,
        };
      }
      let before: MessageRow | null = null;
      if (query.before) {
        before = await repo.findMessage(db, query.before);
        if (!before || before.conversationId !== conversation.id) {
          throw validationError([
            { field: 'before', message: 'Not a message of this conversation' },
          ]);
        }
      }
      const page = await repo.listMessages(db, conversation.id, before, query.limit + 1);
      const hasMore = page.length > query.limit;
      const rows = page.slice(0, query.limit);
      const [view] = await viewsFor(person.id, [conversation]);
      return {
        conversation: view!,
        messages: rows.reverse().map(toMessage),
        nextCursor: hasMore ? rows[0]!.id : null,
        counterpart: toChatPerson(other, storage)!,
        property: home ? toChatProperty(home, storage) : view!.property,
        bookings,
      };
    },

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
      const home = await homeOf(fields.propertyId, pair.ownerId);
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

    /** Reads the other person's messages: their ticks turn, and the conversation's notice is read. */
    markRead: async (person: ChatPerson, conversationId: string) => {
      const conversation = requireParty(
        person,
        await repo.findConversation(db, conversationId),
        'Conversation',
      );
      const now = clock.now();
      const updated = await repo.markRead(db, conversation.id, person.id, now);
      await notifications.markConversationRead(person.id, conversation.id);
      if (updated > 0) {
        const event: MessageReadEvent = {
          conversationId: conversation.id,
          readerId: person.id,
          readAt: now.toISOString(),
        };
        // The sender's ticks turn; the reader's other tabs clear their counts.
        realtime.toPerson(conversation.userId, REALTIME_EVENTS.messageRead, event);
        realtime.toPerson(conversation.ownerId, REALTIME_EVENTS.messageRead, event);
      }
      return {
        conversationId: conversation.id,
        updated,
        readAt: updated > 0 ? now.toISOString() : null,
        unreadCount: await countUnread(person),
      };
    },

    /** An attachment, for the two participants only (anybody else: 404). */
    openAttachment: async (person: Person, messageId: string) => {
      const message = await repo.findMessage(db, messageId);
      const conversation = message ? await repo.findConversation(db, message.conversationId) : null;
      requireParty(person, conversation, 'Attachment');
      if (!message?.attachmentKey || !message.attachmentName || !message.attachmentType) {
        throw notFound('Attachment');
      }
      return {
        file: { fileName: message.attachmentName, mimeType: message.attachmentType },
        stream: await storage.read(message.attachmentKey),
      };
    },

    /** Relays "typing" to the other participant; never stored. Strangers are ignored. */
    relayTyping: async (person: Person, conversationId: string) => {
      const conversation = await repo.findConversation(db, conversationId);
      if (!conversation || !isParty(person, conversation)) return;
      realtime.toPerson(otherPartyOf(person, conversation), REALTIME_EVENTS.typing, {
        conversationId,
        userId: person.id,
      });
    },

    /** The owner's usual reply time, from the last 30 days (null until there is enough to say). */
    replyTime: async (ownerId: string) =>
      replyTimeBand(
        await repo.firstReplyDelays(
          db,
          ownerId,
          new Date(clock.now().getTime() - REPLY_TIME_WINDOW_MS),
        ),
      ),
  };
};
export type ChatService = ReturnType<typeof createChatService>;
