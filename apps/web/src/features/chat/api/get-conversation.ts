import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ConversationResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { chatSchemas } from './load-schemas';
import { chatKeys, type ChatViewer, type ThreadTarget } from './keys';

/** One page of a thread: the newest messages, or those before a cursor (oldest first). */
export type ThreadPage = ConversationResponse['data'];
/** The pages loaded so far, newest page first (page 0 is the live end of the thread). */
export type ThreadData = InfiniteData<ThreadPage>;

/** GET /api/{user|owner}/conversation?sender=…&receiver=…[&propertyId=…][&before=…] */
export const getConversation = async (
  viewer: ChatViewer,
  target: ThreadTarget,
  before?: string,
): Promise<ThreadPage> => {
  const [response, { conversationResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${viewer.area}/conversation`, {
      params: {
        sender: viewer.id,
        receiver: target.otherId,
        ...(target.propertyId ? { propertyId: target.propertyId } : {}),
        ...(before ? { before } : {}),
      },
    }),
    chatSchemas.load(),
  ]);
  return conversationResponseSchema.parse(response.data).data;
};

/**
 * Older pages by cursor. A refetch (after a reconnect) asks each page's cursor again from the
 * page fetched just before it, so messages that arrived meanwhile leave no gap.
 */
export const threadQueryOptions = (viewer: ChatViewer, target: ThreadTarget) =>
  infiniteQueryOptions({
    queryKey: chatKeys.thread(viewer.id, target),
    queryFn: ({ pageParam }) => getConversation(viewer, target, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useThread = (viewer: ChatViewer, target: ThreadTarget) =>
  useInfiniteQuery(threadQueryOptions(viewer, target));
