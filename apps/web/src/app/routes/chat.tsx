import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { ChatArea, ChatViewer, ThreadTarget } from '../../features/chat/api/keys';
import { ChatInbox } from '../../features/chat/components/chat-inbox';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

/** The inbox fills the screen under each area's header, so only the thread scrolls. */
const HEIGHTS: Record<ChatArea, string> = {
  user: 'h-[calc(100dvh-8.5rem)]',
  owner: 'h-[calc(100dvh-7rem)] sm:h-[calc(100dvh-8rem)]',
};

/**
 * `/user/chat`, `/user/chat/{propertyId}/{ownerId}` (the spec's thread address, started from a
 * home), and `/owner/chat` with the guest in `?with=`. A tenant's conversation whose home is gone
 * is addressed `/user/chat?with={ownerId}`.
 */
export default function ChatPage({ area }: { area: ChatArea }) {
  const user = useCurrentUser();
  const { propertyId, ownerId } = useParams();
  const [searchParams] = useSearchParams();
  usePageTitle('Messages');

  const userId = user?.id ?? null;
  const viewer = useMemo<ChatViewer | null>(
    () => (userId ? { id: userId, area } : null),
    [area, userId],
  );
  const otherId = (area === 'user' ? ownerId : undefined) ?? searchParams.get('with');
  const selectedPropertyId = area === 'user' ? (propertyId ?? null) : null;
  const selected = useMemo<ThreadTarget | null>(
    () => (otherId ? { otherId, propertyId: selectedPropertyId } : null),
    [otherId, selectedPropertyId],
  );

  if (!viewer) return null;
  return (
    <ChatInbox viewer={viewer} selected={selected} className={cn('min-h-[28rem]', HEIGHTS[area])} />
  );
}
