import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Conversation } from '@nestly/shared';
import type { ChatArea } from '../api/keys';
import { counterpartOf } from '../lib/messages';
import { ConversationListItem } from './conversation-list-item';

interface ConversationListProps {
  conversations: Conversation[];
  area: ChatArea;
  viewerId: string;
  selectedOtherId: string | null;
  /** Focus this conversation's link once shown (coming back from a thread on a phone). */
  focusRequest: { otherId: string } | null;
  /** The open thread before its first message, listed on top (it is not a conversation yet). */
  draft?: ReactNode;
}

/**
 * The inbox list. Each row is a link in the tab order; the arrow keys, Home and End also move
 * between rows, as in a mail client's list.
 */
export function ConversationList({
  conversations,
  area,
  viewerId,
  selectedOtherId,
  focusRequest,
  draft,
}: ConversationListProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const links = listRef.current?.querySelectorAll<HTMLElement>('[data-conversation-with]') ?? [];
    [...links].find((link) => link.dataset.conversationWith === focusRequest.otherId)?.focus();
  }, [focusRequest]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const next = {
      ArrowDown: Math.min(index + 1, links.length - 1),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: links.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    links[next]?.focus();
  };

  return (
    <ul ref={listRef} aria-label="Conversations" onKeyDown={onKeyDown} className="space-y-0.5 p-2">
      {draft && <li>{draft}</li>}
      {conversations.map((conversation) => {
        const otherId = counterpartOf(conversation, area).id;
        return (
          <li key={conversation.id}>
            <ConversationListItem
              conversation={conversation}
              area={area}
              viewerId={viewerId}
              isSelected={otherId === selectedOtherId}
            />
          </li>
        );
      })}
    </ul>
  );
}
