import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@nestly/shared';
import { loadShellSchemas } from '../../../lib/load-shell-schemas';
import { onLiveEvent, onLiveReconnect } from '../../../lib/realtime';
import { chatKeys, type ChatArea } from '../api/keys';
import { addMessageToThread, bumpConversation, markThreadRead } from '../lib/chat-cache';
import { counterpartOf } from '../lib/messages';
import { useOutbox } from '../lib/outbox-store';

/**
 * Keeps the inbox, the open threads and the Chat badges live (PRODUCT.md, Live events), on every
 * page of the signed-in area: the layouts mount it beside the notifications' hook, which opens
 * the one connection of the tab.
 * - `message:new` (both people's tabs, the sender's other tabs included): joins the thread and
 *   moves the conversation up; a pending bubble with the same clientId gives way to it.
 * - `message:read` (to the sender): the ticks turn.
 * - after a reconnect, the inbox and the loaded threads are fetched again: what arrived offline
 *   was stored first, so it is all there.
 *
 * Back online, the messages written (or cut off) while offline are sent by the sending code
 * itself (hooks/use-send-message), which is loaded whenever a message can be waiting.
 */
export const useLiveChat = (viewerId: string | null, area: ChatArea | null) => {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!viewerId || !area) return;
    const viewer = { id: viewerId, area };
    // Events are checked once the schemas have loaded; they are handled in the order they came.
    const offNew = onLiveEvent(REALTIME_EVENTS.messageNew, (payload) => {
      void loadShellSchemas().then(({ messageNewEventSchema }) => {
        const parsed = messageNewEventSchema.safeParse(payload);
        if (!parsed.success) return;
        const { message, conversation } = parsed.data;
        const otherId = counterpartOf(conversation, area).id;
        addMessageToThread(queryClient, viewer, otherId, message, conversation);
        bumpConversation(queryClient, viewer, conversation, message);
        if (message.clientId) useOutbox.getState().remove(message.clientId);
      });
    });
    const offRead = onLiveEvent(REALTIME_EVENTS.messageRead, (payload) => {
      void loadShellSchemas().then(({ messageReadEventSchema }) => {
        const parsed = messageReadEventSchema.safeParse(payload);
        if (!parsed.success) return;
        markThreadRead(queryClient, viewer, parsed.data);
        // Read in another tab of the viewer: the counts come from the server again.
        if (parsed.data.readerId === viewerId) {
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(viewerId) });
        }
      });
    });
    const offReconnect = onLiveReconnect(
      () => void queryClient.invalidateQueries({ queryKey: chatKeys.scope(viewerId) }),
    );
    return () => {
      offNew();
      offRead();
      offReconnect();
    };
  }, [area, queryClient, viewerId]);
};
