import {
  REALTIME_EVENTS,
  type ChatBooking,
  type ConversationQuery,
  type ConversationResponse,
  type MessageReadEvent,
} from '@nestly/shared';
import { notFound } from '../../lib/app-error';
import { requireParty } from '../../lib/parties';
import { validationError } from '../../lib/validation';
import * as inboxRepo from './inbox-repo';
import {
  assertHomeOpenToMessages,
  assertOwnerTakesMessages,
  counterpartOf,
  findPairHome,
  pairWith,
  type ChatDeps,
  type ChatPerson,
} from './participants';
import * as repo from './repo';
import type { ConversationRow, MessageRow } from './repo';
import { toChatPerson, toChatProperty, toConversation, toMessage } from './views';

const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];

/** Reading chat: the inbox, a thread, and read receipts. */
export const createChatReading = (deps: ChatDeps) => {
  const { db, clock, storage, notifications, realtime } = deps;

  /** Conversations as `reader` sees them, in a fixed number of queries however many there are. */
  const viewsFor = async (readerId: string, rows: ConversationRow[]) => {
    const ids = rows.map((row) => row.id);
    const [people, homes, lastMessages, unread] = await Promise.all([
      repo.findPeople(db, unique(rows.flatMap((row) => [row.userId, row.ownerId]))),
      repo.findHomes(db, unique(rows.map((row) => row.propertyId))),
      inboxRepo.lastMessages(db, ids),
      inboxRepo.unreadCounts(db, readerId, ids),
    ]);
    const facts = {
      people: new Map(people.map((row) => [row.id, row])),
      homes: new Map(homes.map((row) => [row.id, row])),
      lastMessages: new Map(lastMessages.map((row) => [row.conversationId, row])),
      unread,
    };
    return rows.map((row) => toConversation(row, facts, storage));
  };

  const countUnread = (person: ChatPerson) =>
    inboxRepo.countUnreadTotal(db, person.id, person.role);

  return {
    countUnread,

    list: async (person: ChatPerson) => {
      const rows = await inboxRepo.listConversations(db, person.id, person.role);
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
        findPairHome(db, query.propertyId, pair.ownerId),
        repo.findConversationByPair(db, pair.userId, pair.ownerId),
        repo.bookingsBetween(db, pair.userId, pair.ownerId),
      ]);
      // An owner sees a tenant only through a conversation or a booking with them.
      if (person.role === 'owner' && !conversation && booked.length === 0) {
        throw notFound('Person');
      }
      // A tenant opens a new thread only with an approved owner, about a listed home (or one
      // they booked): an owner reads about their own homes whatever their state.
      if (person.role === 'user') {
        if (!conversation) assertOwnerTakesMessages(person, other);
        if (home) {
          assertHomeOpenToMessages(
            home,
            booked.some((booking) => booking.propertyId === home.id),
          );
        }
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
  };
};
