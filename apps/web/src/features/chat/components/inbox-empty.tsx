import { Building2, MessagesSquare, Search } from 'lucide-react';
import { paths } from '@nestly/shared';
import { EmptyState, type EmptyStateProps } from '../../../components/ui';
import type { ChatArea } from '../api/keys';

/** An empty inbox says how a conversation starts, for each side. */
const EMPTY_INBOX: Record<ChatArea, EmptyStateProps> = {
  user: {
    icon: <MessagesSquare />,
    title: 'No conversations yet',
    description:
      'Browse homes and message an owner about the one you like: their answers will appear here.',
    link: { to: paths.user.properties.getHref(), label: 'Browse homes', icon: Search },
  },
  owner: {
    icon: <MessagesSquare />,
    title: 'No messages yet',
    description: 'When a guest writes about one of your homes, the conversation appears here.',
    link: {
      to: paths.owner.properties.getHref(),
      label: 'Your listings',
      icon: Building2,
      variant: 'outline',
    },
  },
};

export function InboxEmpty({ area }: { area: ChatArea }) {
  // Right under the inbox's heading (h1).
  return <EmptyState {...EMPTY_INBOX[area]} headingLevel={2} />;
}

/** The right pane on a wide screen before a conversation is chosen. */
export function NoThreadSelected({ hasConversations }: { hasConversations: boolean }) {
  return (
    <div className="flex h-full items-center justify-center bg-slate-50">
      <EmptyState
        headingLevel={2}
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
