import { useSyncExternalStore } from 'react';

/**
 * Whether this tab can reach Nestly right now (issue 29: the chat said nothing while offline).
 * Two signals: the browser's own (`online`/`offline` events: the network interface went away)
 * and the live connection's, reported by lib/realtime (the server stopped answering: it notices
 * what the browser does not, such as a network that is up but goes nowhere). Before the live
 * connection has ever been made, only the browser's counts, so a slow first connect is not shown
 * as "offline".
 */
let isBrowserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let isLiveDown = false;
const listeners = new Set<() => void>();
const backOnlineListeners = new Set<() => void>();

export const isOnline = (): boolean => isBrowserOnline && !isLiveDown;

let wasOnline = isOnline();
const onChange = () => {
  const now = isOnline();
  if (now === wasOnline) return;
  wasOnline = now;
  listeners.forEach((listener) => listener());
  if (now) backOnlineListeners.forEach((listener) => listener());
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    isBrowserOnline = true;
    onChange();
  });
  window.addEventListener('offline', () => {
    isBrowserOnline = false;
    onChange();
  });
}

/** lib/realtime: the live connection is up (connected) or down (lost, trying again). */
export const reportLiveConnection = (isUp: boolean): void => {
  isLiveDown = !isUp;
  onChange();
};

export const subscribeToConnection = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Runs each time the tab comes back online (both signals up again). */
export const onBackOnline = (listener: () => void): (() => void) => {
  backOnlineListeners.add(listener);
  return () => {
    backOnlineListeners.delete(listener);
  };
};

export const useIsOnline = (): boolean =>
  useSyncExternalStore(subscribeToConnection, isOnline, () => true);
