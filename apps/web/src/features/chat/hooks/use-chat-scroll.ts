import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Within this of the bottom, the log follows new messages; farther up, the reader is left be. */
const NEAR_BOTTOM_PX = 120;
/** This close to the top, the next older page is asked for. */
const LOAD_OLDER_PX = 80;

interface ChatScrollOptions {
  /** Changes when an older page is prepended. */
  firstKey: string | null;
  /** Changes when a message (or a pending one) is appended. */
  lastKey: string | null;
  /** The newest entry is the viewer's own: always scrolled to, wherever the reader was. */
  isLastOwn: boolean;
  canLoadOlder: boolean;
  loadOlder: () => void;
}

/**
 * The thread's scrolling: it opens at the newest message, follows new ones when the reader is
 * near the bottom (also as photos load), loads older pages on scrolling up, and keeps what the
 * reader was looking at in place when an older page lands above it.
 */
export const useChatScroll = ({
  firstKey,
  lastKey,
  isLastOwn,
  canLoadOlder,
  loadOlder,
}: ChatScrollOptions) => {
  const logRef = useRef<HTMLDivElement>(null);
  /** Everything inside the log: it grows when a photo loads or a bubble changes. */
  const contentRef = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  /** Distance from the bottom before an older page was asked for. */
  const distanceFromBottom = useRef<number | null>(null);

  const requestOlder = useCallback(() => {
    const log = logRef.current;
    if (!log || !canLoadOlder) return;
    distanceFromBottom.current = log.scrollHeight - log.scrollTop;
    loadOlder();
  }, [canLoadOlder, loadOlder]);

  const onScroll = useCallback(() => {
    const log = logRef.current;
    if (!log) return;
    isNearBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_BOTTOM_PX;
    if (log.scrollTop < LOAD_OLDER_PX) requestOlder();
  }, [requestOlder]);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || distanceFromBottom.current === null) return;
    log.scrollTop = log.scrollHeight - distanceFromBottom.current;
    distanceFromBottom.current = null;
  }, [firstKey]);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || !lastKey) return;
    if (isNearBottom.current || isLastOwn) {
      log.scrollTop = log.scrollHeight;
      isNearBottom.current = true;
    }
  }, [lastKey, isLastOwn]);

  // A reader at the bottom stays there when what is shown grows afterwards (a photo arriving
  // from the server, a pending bubble turning into Retry) or the log shrinks (the details panel,
  // a phone's keyboard). jsdom has no ResizeObserver; the tests do not lay anything out anyway.
  useEffect(() => {
    const log = logRef.current;
    const content = contentRef.current;
    if (!log || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (isNearBottom.current && distanceFromBottom.current === null) {
        log.scrollTop = log.scrollHeight;
      }
    });
    observer.observe(content);
    observer.observe(log);
    return () => observer.disconnect();
  }, []);

  return { logRef, contentRef, onScroll, requestOlder };
};
