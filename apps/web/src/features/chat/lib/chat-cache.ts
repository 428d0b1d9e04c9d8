import type { QueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationsResponse,
  Message,
  MessageReadEvent,
} from '@nestly/shared';
import type { ThreadData } from '../api/get-conversation';
import { chatKeys, type ChatViewer } from '../api/keys';
import { withMessage, withReadReceipt } from './messages';

/**
 * How sent, received and read messages reach the cached inbox and threads. The screens never
 * poll: the send answer, the live events and (after a reconnect) a refetch keep them current.
 */

/** A message joins every loaded thread with that person (whatever home it was opened about). */
export const addMessageToThread = (
  queryClient: QueryClient,
  viewer: ChatViewer,
  otherId: string,
  message: Message,
  conversation: Conversation | null,
) => {
  queryClient.setQueriesData<ThreadData>(
    { queryKey: chatKeys.threadsWith(viewer.id, otherId) },
    (data) => (data ? withMessage(data, message, conversation) : data),
  );
};

/**
 * The inbox moves the conversation to the top with its new last message. The event carries the
 * conversation as this person sees it (their own unread count in it), so the total follows from
 * it without asking the server; a reconnect asks again for anything missed.
 */
export const bumpConversation = (
  queryClient: QueryClient,
  viewer: ChatViewer,
  conversation: Conversation,
  message: Message,
) => {
  queryClient.setQueryData<ConversationsResponse>(chatKeys.conversations(viewer.id), (list) => {
    if (!list) return list;
    const previous = list.data.find((item) => item.id === conversation.id);
    const bumped: Conversation = { ...conversation, lastMessage: message };
    return {
      data: [bumped, ...list.data.filter((item) => item.id !== conversation.id)],
      unreadCount: Math.max(
        0,
        list.unreadCount - (previous?.unreadCount ?? 0) + conversation.unreadCount,
      ),
    };
  });
};

/** A read receipt turns the ticks of the viewer's messages, in the threads and the inbox. */
export const markThreadRead = (
  queryClient: QueryClient,
  viewer: ChatViewer,
  receipt: MessageReadEvent,
) => {
  queryClient.setQueriesData<ThreadData>({ queryKey: chatKeys.threads(viewer.id) }, (data) =>
    data ? withReadReceipt(data, receipt) : data,
  );
  queryClient.setQueryData<ConversationsResponse>(chatKeys.conversations(viewer.id), (list) => {
    if (!list) return list;
    return {
      ...list,
      data: list.data.map((item) => {
        const last = item.lastMessage;
        if (item.id !== receipt.conversationId || !last || last.readAt) return item;
        if (last.senderId === receipt.readerId) return item;
        return { ...item, lastMessage: { ...last, readAt: receipt.readAt } };
      }),
    };
  });
};

/** After the viewer read a conversation: its count is zero, the total is the server's. */
export const clearConversationUnread = (
  queryClient: QueryClient,
  viewer: ChatViewer,
  conversationId: string,
  totalUnread: number,
) => {
  queryClient.setQueryData<ConversationsResponse>(chatKeys.conversations(viewer.id), (list) =>
    list
      ? {
          data: list.data.map((item) =>
            item.id === conversationId ? { ...item, unreadCount: 0 } : item,
          ),
          unreadCount: totalUnread,
        }
      : list,
  );
};
