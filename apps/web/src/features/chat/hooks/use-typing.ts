import { useCallback, useEffect, useRef, useState } from 'react';
import { REALTIME_EVENTS } from '@nestly/shared';
import { emitLive, onLiveEvent } from '../../../lib/realtime';
import { chatSchemas, type ChatSchemas } from '../api/load-schemas';

/** At most one `typing` every 2 s while typing; the other side hides it after 4 s of silence. */
export const TYPING_EMIT_INTERVAL_MS = 2_000;
export const TYPING_QUIET_MS = 4_000;

/** Call on each keystroke: tells the other side, throttled. Nothing before a conversation exists. */
export const useTypingEmitter = (conversationId: string | null) => {
  const lastSentAt = useRef(0);
  return useCallback(() => {
    if (!conversationId) return;
    const now = Date.now();
    if (now - lastSentAt.current < TYPING_EMIT_INTERVAL_MS) return;
    lastSentAt.current = now;
    emitLive(REALTIME_EVENTS.typing, { conversationId });
  }, [conversationId]);
};

/**
 * Whether the other person is typing in this conversation. Their message ends it at once: the
 * indicator belongs to the message they were writing (`sinceMessageId`, their newest one then).
 */
export const useOtherIsTyping = (
  conversationId: string | null,
  otherId: string,
  latestFromOtherId: string | null,
): boolean => {
  const [typing, setTyping] = useState<{ sinceMessageId: string | null } | null>(null);
  const latestRef = useRef(latestFromOtherId);

  useEffect(() => {
    latestRef.current = latestFromOtherId;
  }, [latestFromOtherId]);

  useEffect(() => {
    if (!conversationId) return;
    let quietTimer: number | undefined;
    let isListening = true;
    const onTyping = ({ typingEventSchema }: ChatSchemas, payload: unknown) => {
      const parsed = typingEventSchema.safeParse(payload);
      if (!parsed.success) return;
      if (parsed.data.conversationId !== conversationId || parsed.data.userId !== otherId) return;
      setTyping({ sinceMessageId: latestRef.current });
      window.clearTimeout(quietTimer);
      quietTimer = window.setTimeout(() => setTyping(null), TYPING_QUIET_MS);
    };
    // Checked with the chat's schemas, which the thread's own request has loaded by then: at once.
    // An event that comes before them waits for them (in order), unless the thread has moved on.
    const off = onLiveEvent(REALTIME_EVENTS.typing, (payload) => {
      const schemas = chatSchemas.loaded();
      if (schemas) {
        onTyping(schemas, payload);
        return;
      }
      void chatSchemas.load().then((loaded) => {
        if (isListening) onTyping(loaded, payload);
      });
    });
    return () => {
      isListening = false;
      off();
      window.clearTimeout(quietTimer);
    };
  }, [conversationId, otherId]);

  return typing !== null && typing.sinceMessageId === latestFromOtherId;
};
