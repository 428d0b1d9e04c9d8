import type { Conversation, Message, MessageReadEvent } from '@nestly/shared';
import type { ChatArea } from '../api/keys';
import type { ThreadData } from '../api/get-conversation';

const timeOf = (iso: string) => Date.parse(iso);

/** The person on the other side of a conversation, as the viewer's area sees it. */
export const counterpartOf = (conversation: Conversation, area: ChatArea) =>
  area === 'user' ? conversation.owner : conversation.user;

/** All loaded messages, oldest first (pages are stored newest page first). */
export const threadMessages = (data: ThreadData | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];

/**
 * A message joins the newest page once: the send answer, the live echo of it (sent to every tab
 * of the sender, this one included) and a refetch may all bring the same message. It goes at the
 * end, in the order it arrived: the server orders a thread by its own sequence, not by the clock
 * (decision 016), so timestamps are not re-sorted here; the next fetch has the server's order.
 */
export const withMessage = (
  data: ThreadData,
  message: Message,
  conversation: Conversation | null,
): ThreadData => {
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const known = data.pages.some((page) => page.messages.some((item) => item.id === message.id));
  const messages = known ? newest.messages : [...newest.messages, message];
  if (known && (newest.conversation || !conversation)) return data;
  return {
    ...data,
    pages: [{ ...newest, messages, conversation: newest.conversation ?? conversation }, ...older],
  };
};

/**
 * A read receipt: the reader has read every message of the other side sent up to `readAt`
 * (messages sent after it, in a race, stay unread until the next receipt).
 */
export const withReadReceipt = (data: ThreadData, receipt: MessageReadEvent): ThreadData => {
  const readAt = timeOf(receipt.readAt);
  const isNowRead = (message: Message) =>
    message.conversationId === receipt.conversationId &&
    message.senderId !== receipt.readerId &&
    message.readAt === null &&
    timeOf(message.createdAt) <= readAt;
  if (!data.pages.some((page) => page.messages.some(isNowRead))) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.messages.some(isNowRead)
        ? {
            ...page,
            messages: page.messages.map((message) =>
              isNowRead(message) ? { ...message, readAt: receipt.readAt } : message,
            ),
          }
        : page,
    ),
  };
};
