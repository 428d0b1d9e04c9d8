import { useQuery } from '@tanstack/react-query';
import { conversationsQueryOptions } from '../api/list-conversations';
import type { ChatArea } from '../api/keys';

/**
 * The Chat badges (the user menu, the owner sidebar): the inbox call's total, so the badge and
 * the inbox never disagree. Kept live by `useLiveChat`; 0 while signed out or on a failure.
 */
export const useChatUnreadCount = (viewerId: string | null, area: ChatArea | null): number => {
  const enabled = viewerId !== null && area !== null;
  const query = useQuery({
    ...conversationsQueryOptions({ id: viewerId ?? '', area: area ?? 'user' }),
    enabled,
    select: (result) => result.unreadCount,
  });
  return enabled ? (query.data ?? 0) : 0;
};
