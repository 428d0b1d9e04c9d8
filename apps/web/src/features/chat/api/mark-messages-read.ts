import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkMessagesReadResponse } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';
import { chatSchemas } from './load-schemas';
import { clearConversationUnread, markThreadRead } from '../lib/chat-cache';
import type { ChatViewer } from './keys';

/** PATCH /api/{user|owner}/messages/mark-as-read: the other person's messages become read. */
export const markMessagesRead = async (
  viewer: ChatViewer,
  conversationId: string,
): Promise<MarkMessagesReadResponse> => {
  const { markMessagesReadResponseSchema } = await chatSchemas.load();
  const response = await apiClient.patch<unknown>(`/${viewer.area}/messages/mark-as-read`, {
    conversationId,
  });
  return markMessagesReadResponseSchema.parse(response.data);
};

export const useMarkMessagesRead = (viewer: ChatViewer) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => markMessagesRead(viewer, conversationId),
    // Reading is a side effect of looking, not an action: a failure is logged, never toasted.
    meta: { skipErrorToast: true },
    onError: (error) => console.error('Could not mark messages read', error),
    onSuccess: (result) => {
      const readAt = result.data.readAt ?? new Date().toISOString();
      markThreadRead(queryClient, viewer, {
        conversationId: result.data.conversationId,
        readerId: viewer.id,
        readAt,
      });
      clearConversationUnread(queryClient, viewer, result.data.conversationId, result.unreadCount);
    },
  });
};
