import { useEffect, useRef } from 'react';
import type { Message } from '@nestly/shared';
import { usePageVisible } from '../../../lib/use-page-visible';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import type { ChatViewer } from '../api/keys';

/**
 * Opening a thread with unread messages reads them, and so does a message arriving while the
 * thread is open, but only while the tab is in front: a message that came to a hidden tab is
 * read when the person comes back to it. Each newest unread message is asked about once.
 */
export const useMarkThreadRead = (
  viewer: ChatViewer,
  conversationId: string | null,
  messages: Message[],
) => {
  const isVisible = usePageVisible();
  const { mutate } = useMarkMessagesRead(viewer);
  const askedFor = useRef<string | null>(null);
  const newestUnread = messages.findLast(
    (message) => message.senderId !== viewer.id && message.readAt === null,
  );
  const newestUnreadId = newestUnread?.id ?? null;

  useEffect(() => {
    if (!conversationId || !newestUnreadId || !isVisible) return;
    if (askedFor.current === newestUnreadId) return;
    askedFor.current = newestUnreadId;
    mutate(conversationId);
  }, [conversationId, isVisible, mutate, newestUnreadId]);
};
