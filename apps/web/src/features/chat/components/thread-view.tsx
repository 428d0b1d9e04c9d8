import { useEffect, useMemo, useRef } from 'react';
import { useIsOnline } from '../../../lib/connection';
import { threadIdOf, useOutbox } from '../lib/outbox-store';
import type { ThreadData } from '../api/get-conversation';
import type { ChatViewer, ThreadTarget } from '../api/keys';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { useMarkThreadRead } from '../hooks/use-mark-thread-read';
import { useSendMessage } from '../hooks/use-send-message';
import { useOtherIsTyping, useTypingEmitter } from '../hooks/use-typing';
import { groupByDay } from '../lib/days';
import { threadMessages } from '../lib/messages';
import { ContactNotice } from './contact-notice';
import { MessageComposer } from './message-composer';
import { MessageLog, type LogEntry } from './message-log';
import { ThreadHeader } from './thread-header';
import { TypingIndicator } from './typing-indicator';

interface ThreadViewProps {
  viewer: ChatViewer;
  target: ThreadTarget;
  data: ThreadData;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  onBack: () => void;
  /** On a phone the thread replaces the list: focus moves to its heading. */
  shouldFocusHeading: boolean;
}

/** A loaded thread: header with the home and booking, the messages, typing, the composer. */
export function ThreadView({
  viewer,
  target,
  data,
  hasOlder,
  isLoadingOlder,
  loadOlder,
  onBack,
  shouldFocusHeading,
}: ThreadViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const newest = data.pages[0];
  const conversationId = newest?.conversation?.id ?? null;
  const counterpart = newest?.counterpart ?? { id: target.otherId, name: '', avatarUrl: null };
  const messages = useMemo(() => threadMessages(data), [data]);

  const outbox = useOutbox((state) => state.pending);
  const threadId = threadIdOf(viewer.id, target.otherId);
  const hasContactNotice = useOutbox((state) => state.contactNotices.includes(threadId));
  const entries = useMemo<LogEntry[]>(() => {
    // A pending bubble whose message is stored (answer or live echo) has given way to it.
    const stored = new Set(messages.map((message) => message.clientId));
    const pending = outbox.filter(
      (item) =>
        item.viewerId === viewer.id &&
        item.otherId === target.otherId &&
        !stored.has(item.clientId),
    );
    return [
      ...messages.map((message) => ({
        kind: 'message' as const,
        key: message.id,
        createdAt: message.createdAt,
        message,
      })),
      ...pending.map((item) => ({
        kind: 'pending' as const,
        key: `pending-${item.clientId}`,
        createdAt: item.createdAt,
        pending: item,
      })),
    ];
  }, [messages, outbox, target.otherId, viewer.id]);
  const groups = useMemo(() => groupByDay(entries, (entry) => entry.createdAt), [entries]);

  useMarkThreadRead(viewer, conversationId, messages);
  const latestFromOther =
    messages.findLast((message) => message.senderId === counterpart.id)?.id ?? null;
  const isTyping = useOtherIsTyping(conversationId, counterpart.id, latestFromOther);
  const onTyping = useTypingEmitter(conversationId);
  const { submit, retry, discard } = useSendMessage(viewer, target);
  const isOnline = useIsOnline();

  const last = entries.at(-1);
  const { logRef, contentRef, onScroll, requestOlder } = useChatScroll({
    firstKey: entries[0]?.key ?? null,
    lastKey: last?.key ?? null,
    isLastOwn: last ? last.kind === 'pending' || last.message.senderId === viewer.id : false,
    canLoadOlder: hasOlder && !isLoadingOlder,
    loadOlder,
  });

  useEffect(() => {
    if (shouldFocusHeading) headingRef.current?.focus();
  }, [shouldFocusHeading]);

  const property = newest?.property ?? null;
  const emptyHint =
    viewer.area === 'user'
      ? `Ask ${counterpart.name} about ${property ? `“${property.title}”` : 'the home'}: when it is free, what is included, or when you could visit.`
      : `${counterpart.name} has not written yet.`;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader
        area={viewer.area}
        counterpart={counterpart}
        property={property}
        bookings={newest?.bookings ?? []}
        onBack={onBack}
        headingRef={headingRef}
      />
      <MessageLog
        groups={groups}
        viewerId={viewer.id}
        counterpartName={counterpart.name}
        emptyHint={emptyHint}
        hasOlder={hasOlder}
        isLoadingOlder={isLoadingOlder}
        onLoadOlder={requestOlder}
        logRef={logRef}
        contentRef={contentRef}
        onScroll={onScroll}
        onRetry={retry}
        onDiscard={discard}
      />
      <TypingIndicator name={counterpart.name} isTyping={isTyping} />
      {hasContactNotice && (
        <ContactNotice onDismiss={() => useOutbox.getState().setContactNotice(threadId, false)} />
      )}
      <MessageComposer
        recipientName={counterpart.name}
        onSend={submit}
        onTyping={onTyping}
        isOffline={!isOnline}
      />
    </div>
  );
}
