import { Link } from 'react-router';
import { Paperclip } from 'lucide-react';
import type { Conversation } from '@nestly/shared';
import { Avatar, CountBadge } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/format';
import type { ChatArea } from '../api/keys';
import { listTimeLabel } from '../lib/days';
import { counterpartOf } from '../lib/messages';
import { conversationPath } from '../lib/paths';

const UNREAD_CAP = 99;

/** `You: See you at 5`, `📎 lease.pdf` or the text, for the one-line preview. */
const previewOf = (conversation: Conversation, viewerId: string) => {
  const last = conversation.lastMessage;
  if (!last) return { text: 'No messages yet', hasFile: false, isOwn: false };
  const text = last.text.trim() || last.attachment?.name || '';
  return { text, hasFile: last.attachment !== null, isOwn: last.senderId === viewerId };
};

interface ConversationListItemProps {
  conversation: Conversation;
  area: ChatArea;
  viewerId: string;
  isSelected: boolean;
}

/**
 * One conversation: the other person, the home, the last message, its time and the unread count.
 * A link (it opens a thread address), named for screen readers with the count.
 */
export function ConversationListItem({
  conversation,
  area,
  viewerId,
  isSelected,
}: ConversationListItemProps) {
  const other = counterpartOf(conversation, area);
  const preview = previewOf(conversation, viewerId);
  const unread = conversation.unreadCount;
  const time = conversation.lastMessage?.createdAt ?? conversation.updatedAt;
  // One clear sentence for screen readers, rather than the visual pieces run together. It is the
  // link's content (hidden visually; the visual pieces are hidden from screen readers), not an
  // aria-label: a label must contain the visible text in its order (axe
  // label-content-name-mismatch), and the time sits beside the name on screen.
  const label = [
    other.name,
    conversation.property && `about ${conversation.property.title}`,
    `${preview.isOwn ? 'you: ' : ''}${preview.hasFile ? 'attachment ' : ''}${preview.text}`,
    listTimeLabel(time),
    unread > 0 && `${formatCount(unread, UNREAD_CAP)} unread`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Link
      to={conversationPath(conversation, area)}
      data-conversation-with={other.id}
      aria-current={isSelected ? 'page' : undefined}
      className={cn(
        'flex items-start gap-3 rounded-xl px-3 py-3 transition-colors outline-none',
        'focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-inset',
        isSelected ? 'bg-primary-50' : 'hover:bg-slate-50',
      )}
    >
      <span className="sr-only">{label}</span>
      <Avatar name={other.name} src={other.avatarUrl} />
      <span className="min-w-0 flex-1" aria-hidden="true">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={cn(
              'truncate text-sm text-slate-900',
              unread > 0 ? 'font-bold' : 'font-semibold',
            )}
          >
            {other.name}
          </span>
          <time dateTime={time} className="shrink-0 text-xs text-slate-600">
            {listTimeLabel(time)}
          </time>
        </span>
        {conversation.property && (
          <span className="block truncate text-xs font-medium text-primary-700">
            {conversation.property.title}
          </span>
        )}
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={cn(
              'flex min-w-0 flex-1 items-center gap-1 truncate text-sm',
              unread > 0 ? 'font-medium text-slate-900' : 'text-slate-600',
            )}
          >
            {preview.isOwn && <span className="shrink-0">You: </span>}
            {preview.hasFile && <Paperclip className="size-3.5 shrink-0" aria-hidden />}
            <span className="truncate">{preview.text}</span>
          </span>
          <CountBadge count={unread} cap={UNREAD_CAP} label="unread" />
        </span>
      </span>
    </Link>
  );
}
