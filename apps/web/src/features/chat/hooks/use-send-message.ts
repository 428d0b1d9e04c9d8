import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify-error';
import { chatKeys, type ChatViewer, type ThreadTarget } from '../api/keys';
import { sendMessage } from '../api/send-message';
import { addMessageToThread } from '../lib/chat-cache';
import { newClientId } from '../lib/client-id';
import { threadIdOf, useOutbox } from '../lib/outbox-store';

/**
 * Sending: the message shows at once as a pending bubble (with the upload's progress), then
 * gives way to the stored message. A failure keeps the bubble with Retry, which sends the same
 * clientId again, so a send whose answer was lost is never posted twice; Discard drops it.
 */
export const useSendMessage = (viewer: ChatViewer, target: ThreadTarget) => {
  const queryClient = useQueryClient();

  const deliver = useCallback(
    async (clientId: string) => {
      const outbox = useOutbox.getState();
      const item = outbox.pending.find((pending) => pending.clientId === clientId);
      if (!item) return;
      outbox.update(clientId, {
        status: 'sending',
        error: null,
        progress: item.attachment ? 0 : null,
      });
      try {
        const result = await sendMessage(
          viewer.area,
          {
            receiver: item.otherId,
            propertyId: item.propertyId,
            text: item.text,
            clientId,
            attachment: item.attachment,
          },
          (progress) => useOutbox.getState().update(clientId, { progress }),
        );
        addMessageToThread(queryClient, viewer, item.otherId, result.data, null);
        useOutbox.getState().remove(clientId);
        // Shown until dismissed: a later message without contact details does not take it away.
        if (result.contactNotice) {
          useOutbox.getState().setContactNotice(threadIdOf(viewer.id, item.otherId), true);
        }
        // The first message creates the conversation: the thread learns its id (for typing and
        // read receipts) and the inbox lists it.
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(viewer.id) });
        const hasConversation = queryClient
          .getQueriesData<{ pages: { conversation: unknown }[] }>({
            queryKey: chatKeys.threadsWith(viewer.id, item.otherId),
          })
          .every(([, data]) => data?.pages[0]?.conversation);
        if (!hasConversation) {
          void queryClient.invalidateQueries({
            queryKey: chatKeys.threadsWith(viewer.id, item.otherId),
          });
        }
      } catch (error) {
        useOutbox
          .getState()
          .update(clientId, { status: 'failed', error: errorMessage(error), progress: null });
        // 429 (too fast) and every other refusal: the server's words, once.
        notifyError(error);
      }
    },
    [queryClient, viewer],
  );

  const submit = useCallback(
    (text: string, attachment: File | null) => {
      const clientId = newClientId();
      useOutbox.getState().add({
        clientId,
        viewerId: viewer.id,
        otherId: target.otherId,
        propertyId: target.propertyId,
        text,
        attachment,
        createdAt: new Date().toISOString(),
        status: 'sending',
        progress: attachment ? 0 : null,
        error: null,
      });
      void deliver(clientId);
    },
    [deliver, target.otherId, target.propertyId, viewer.id],
  );

  const retry = useCallback((clientId: string) => void deliver(clientId), [deliver]);
  const discard = useCallback((clientId: string) => useOutbox.getState().remove(clientId), []);

  return { submit, retry, discard };
};
