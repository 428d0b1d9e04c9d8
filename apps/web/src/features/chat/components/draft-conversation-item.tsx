import { Link } from 'react-router';
import type { ChatPerson, ChatProperty } from '@nestly/shared';
import { Avatar } from '../../../components/ui';
import { cn } from '../../../lib/cn';

interface DraftConversationItemProps {
  counterpart: ChatPerson;
  property: ChatProperty | null;
  /** The open thread's own address. */
  to: string;
}

/**
 * The open thread, before its first message: it has no conversation yet, so the server's list
 * does not hold it, but the inbox beside it lists it rather than saying "No conversations yet"
 * (issue 29). It gives way to the real row once the first message is stored.
 */
export function DraftConversationItem({ counterpart, property, to }: DraftConversationItemProps) {
  const label = [counterpart.name, property && `about ${property.title}`, 'new conversation']
    .filter(Boolean)
    .join(', ');
  return (
    <Link
      to={to}
      data-conversation-with={counterpart.id}
      aria-current="page"
      className={cn(
        'flex items-start gap-3 rounded-xl bg-primary-50 px-3 py-3 outline-none',
        'focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-inset',
      )}
    >
      <span className="sr-only">{label}</span>
      <Avatar name={counterpart.name} src={counterpart.avatarUrl} />
      <span className="min-w-0 flex-1" aria-hidden="true">
        <span className="block truncate text-sm font-semibold text-slate-900">
          {counterpart.name}
        </span>
        {property && (
          <span className="block truncate text-xs font-medium text-primary-700">
            {property.title}
          </span>
        )}
        <span className="mt-0.5 block truncate text-sm text-slate-600 italic">
          New conversation
        </span>
      </span>
    </Link>
  );
}
