import { useCallback, useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { isOnline, onBackOnline } from '../../../lib/connection';
import { notifyError } from '../../../lib/notify-error';
import { chatKeys, type ChatViewer, type ThreadTarget } from '../api/keys';
import { sendMessage } from '../api/send-message';
import { addMessageToThread } from '../lib/chat-cache';
import { newClientId } from '../lib/client-id';
import { threadIdOf, useOutbox } from '../lib/outbox-store';

const isNetworkFailure = (error: unknown) => isApiError(error) && error.code === 'NETWORK_ERROR';

/**
 * Sends one message of the outbox. Offline, it waits (no request); a send cut off by the network
 * waits too, without a toast: the composer already says the tab is offline, and the message goes
 * by itself once it is back (`sendWaiting`). Any other failure keeps the bubble with Retry. Every
 * attempt carries the message's one clientId, so a send whose answer was lost is never posted
 * twice.
 */
export const deliverMessage = async (
  queryClient: QueryClient,
  viewer: ChatViewer,
  clientId: string,
): Promise<void> => {
  const outbox = useOutbox.getState();
  const item = outbox.pending.find((pending) => pending.clientId === clientId);
  if (!item || item.status === 'sending') return;
  if (!isOnline()) {
    outbox.update(clientId, { status: 'waiting', error: null, progress: null });
    return;
  }
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
    if (isNetworkFailure(error)) {
      useOutbox.getState().update(clientId, { status: 'waiting', error: null, progress: null });
      return;
    }
    useOutbox
      .getState()
      .update(clientId, { status: 'failed', error: errorMessage(error), progress: null });
    // 429 (too fast) and every other refusal: the server's words, once.
    notifyError(error);
  }
};

let isSendingWaiting = false;

/**
 * Back online: the viewer's waiting messages go, one at a time in the order they were written
 * (so the thread keeps that order), each with its own clientId. One run at a time: a second
 * signal while it runs finds nothing left waiting.
 */
export const sendWaiting = async (queryClient: QueryClient, viewer: ChatViewer): Promise<void> => {
  if (isSendingWaiting) return;
  isSendingWaiting = true;
  try {
    for (;;) {
      const next = useOutbox
        .getState()
        .pending.find((item) => item.viewerId === viewer.id && item.status === 'waiting');
      if (!next || !isOnline()) return;
      await deliverMessage(queryClient, viewer, next.clientId);
      // Cut off again: the rest wait for the next time the tab is back.
      const after = useOutbox.getState().pending.find((item) => item.clientId === next.clientId);
      if (after?.status === 'waiting') return;
    }
  } finally {
    isSendingWaiting = false;
  }
};

/**
 * Who the waiting messages are resent for, and the cache their answers go to: the latest thread's
 * (one person per tab; a sign-out empties the outbox). Kept after the thread closes, so messages
 * still go once back online on another page of the area.
 */
let resendTo: { queryClient: QueryClient; viewer: ChatViewer } | null = null;
let isListening = false;

const listenForBackOnline = () => {
  if (isListening) return;
  isListening = true;
  onBackOnline(() => {
    if (resendTo) void sendWaiting(resendTo.queryClient, resendTo.viewer);
  });
};

/**
 * Sending: the message shows at once as a pending bubble (with the upload's progress), then
 * gives way to the stored message. See `deliverMessage` for offline and failed sends.
 */
export const useSendMessage = (viewer: ChatViewer, target: ThreadTarget) => {
  const queryClient = useQueryClient();

  useEffect(() => {
    resendTo = { queryClient, viewer };
    listenForBackOnline();
  }, [queryClient, viewer]);

  const deliver = useCallback(
    (clientId: string) => deliverMessage(queryClient, viewer, clientId),
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
        // Set to `sending` by the delivery itself (or `waiting`, offline).
        status: 'waiting',
        progress: null,
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
