import { Building2, MessagesSquare, Search } from 'lucide-react';
import { EmptyState, LinkButton } from '../../../components/ui';
import type { ChatArea } from '../api/keys';

/** An empty inbox says how a conversation starts, for each side. */
export function InboxEmpty({ area }: { area: ChatArea }) {
  return area === 'user' ? (
    <EmptyState
      icon={<MessagesSquare />}
      title="No conversations yet"
      description="Browse homes and message an owner about the one you like: their answers will appear here."
      action={
        <LinkButton to="/user/properties" icon={<Search className="size-4" aria-hidden />}>
          Browse homes
        </LinkButton>
      }
    />
  ) : (
    <EmptyState
      icon={<MessagesSquare />}
      title="No messages yet"
      description="When a guest writes about one of your homes, the conversation appears here."
      action={
        <LinkButton
          to="/owner/properties"
          variant="outline"
          icon={<Building2 className="size-4" aria-hidden />}
        >
          Your listings
        </LinkButton>
      }
    />
  );
}

/** The right pane on a wide screen before a conversation is chosen. */
export function NoThreadSelected({ hasConversations }: { hasConversations: boolean }) {
  return (
    <div className="flex h-full items-center justify-center bg-slate-50">
      <EmptyState
        icon={<MessagesSquare />}
        title={hasConversations ? 'Choose a conversation' : 'Your messages will show here'}
        description={
          hasConversations
            ? 'Pick someone on the left to read and reply.'
            : 'Conversations open here, with the home and any booking beside them.'
        }
      />
    </div>
  );
}
