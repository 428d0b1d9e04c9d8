import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationsResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { loadShellSchemas } from '../../../lib/load-shell-schemas';
import { chatKeys, type ChatViewer } from './keys';

/** GET /api/{user|owner}/conversations: most recent first, with the total unread count. */
export const listConversations = async (viewer: ChatViewer): Promise<ConversationsResponse> => {
  const [response, { conversationsResponseSchema }] = await Promise.all([
    apiClient.get<unknown>(`/${viewer.area}/conversations`),
    loadShellSchemas(),
  ]);
  return conversationsResponseSchema.parse(response.data);
};

export const conversationsQueryOptions = (viewer: ChatViewer) =>
  queryOptions({
    queryKey: chatKeys.conversations(viewer.id),
    queryFn: () => listConversations(viewer),
  });

export const useConversations = (viewer: ChatViewer) => useQuery(conversationsQueryOptions(viewer));
