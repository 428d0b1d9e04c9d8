import { REALTIME_EVENTS, type ReplyTime } from '@nestly/shared';
import { counterpartOf as otherPartyOf, isParty, type Person } from '../../lib/parties';
import { openAttachment } from './attachments';
import * as inboxRepo from './inbox-repo';
import type { ChatDeps } from './participants';
import { createChatReading } from './reading';
import * as repo from './repo';
import { createChatSending } from './sending';

export type { ChatPerson } from './participants';

/** The reply-time figure needs this many conversations in the window before it is shown. */
const REPLY_TIME_MIN_CONVERSATIONS = 3;
const REPLY_TIME_WINDOW_MS = 30 * 24 * 3_600_000;
const HOUR_SECONDS = 3_600;

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
 * with its notice, in one statement, and goes live to both people's tabs only after the commit,
 * so a tab that was offline reads the same backlog from the database.
 */
export const createChatService = (deps: ChatDeps) => {
  const { db, clock, realtime } = deps;

  return {
    ...createChatReading(deps),
    ...createChatSending(deps),

    /** An attachment, for the two participants only (anybody else: 404). */
    openAttachment: (person: Person, messageId: string) => openAttachment(deps, person, messageId),

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
        await inboxRepo.firstReplyDelays(
          db,
          ownerId,
          new Date(clock.now().getTime() - REPLY_TIME_WINDOW_MS),
        ),
      ),
  };
};
export type ChatService = ReturnType<typeof createChatService>;
