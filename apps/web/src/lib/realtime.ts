import type { Socket } from 'socket.io-client';
import { MESSAGES, REALTIME_PATH, TOKEN_STORAGE_KEY } from '@nestly/shared';
import { useAuthStore } from '../stores/auth-store';

type Listener = (payload: unknown) => void;

export interface RealtimeHooks {
  /** Gets a fresh access token (the handshake's was refused as expired). */
  renewSession: () => Promise<void>;
  /** The server says the account is blocked. */
  onBlocked: () => void;
}

const listeners = new Map<string, Set<Listener>>();
const reconnectListeners = new Set<() => void>();
let socket: Socket | null = null;
let starting: Promise<void> | null = null;
let hasConnected = false;
let renewals = 0;
/** Tells lib/connection whether the live connection is up (loaded with socket.io-client). */
let report: (isUp: boolean) => void = () => undefined;

/** Retries of a refused handshake after renewing the session, before giving up until reload. */
const MAX_RENEWALS = 3;

/**
 * One live connection per signed-in tab (issue 9). socket.io-client is loaded only once someone
 * signs in, so the landing page and the search never download it. Each handshake reads the
 * current access token, so a reconnect after a refresh carries the fresh one; a refused handshake
 * renews the session and tries again. Over WebSocket only: several API processes behind one port
 * do not share long-polling sessions.
 */
export const startRealtime = (hooks: RealtimeHooks): Promise<void> => {
  // The connection state (lib/connection) comes with it: it too is for signed-in pages only.
  starting ??= Promise.all([import('socket.io-client'), import('./connection')]).then(
    ([{ io }, { reportLiveConnection }]) => {
      report = reportLiveConnection;
      if (socket) return;
      const live = io({
        path: REALTIME_PATH,
        transports: ['websocket'],
        auth: (callback) => callback({ token: localStorage.getItem(TOKEN_STORAGE_KEY) ?? '' }),
      });
      socket = live;
      live.onAny((event: string, payload: unknown) => {
        for (const listener of listeners.get(event) ?? []) listener(payload);
      });
      live.on('connect', () => {
        renewals = 0;
        report(true);
        // A reconnect: whatever happened while offline is fetched again by the screens.
        if (hasConnected) for (const listener of reconnectListeners) listener();
        hasConnected = true;
      });
      live.on('disconnect', (reason) => {
        // Lost: the chat says it is offline until it is back. Not when this tab closed it (sign-out)
        // nor when the server did (a token that ran out: it reconnects at once, below).
        if (reason !== 'io client disconnect' && reason !== 'io server disconnect') {
          report(false);
        }
        // The server ended it (its token ran out, or the session ended): try again with a fresh one.
        if (reason === 'io server disconnect') window.setTimeout(() => live.connect(), 1000);
      });
      live.on('connect_error', (error) => {
        // A network failure (Socket.IO keeps trying); a refused handshake is not one.
        if (live.active) report(false);
        if (error.message === MESSAGES.ACCOUNT_BLOCKED) {
          hooks.onBlocked();
          return;
        }
        // A refused handshake is not retried by Socket.IO itself.
        if (!live.active && renewals < MAX_RENEWALS) {
          renewals += 1;
          void hooks
            .renewSession()
            .then(() => live.connect())
            .catch(() => undefined);
        }
      });
    },
  );
  return starting;
};

export const stopRealtime = () => {
  socket?.disconnect();
  socket = null;
  starting = null;
  hasConnected = false;
  report(true);
};

// A sign-out closes the live connection. Watched from here, where the connection is made (by the
// signed-in frames), rather than by the app shell, which would carry this module for it.
useAuthStore.subscribe((state, previous) => {
  if (previous.isAuthenticated && !state.isAuthenticated) stopRealtime();
});

/** Listens to a server event; answers the function that stops listening. */
export const onLiveEvent = <Payload>(event: string, listener: (payload: Payload) => void) => {
  const set = listeners.get(event) ?? new Set<Listener>();
  set.add(listener as Listener);
  listeners.set(event, set);
  return () => {
    set.delete(listener as Listener);
  };
};

/** Runs after each reconnect (not the first connect). */
export const onLiveReconnect = (listener: () => void) => {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
};

/** Sends a client event (e.g. `typing`), when connected. */
export const emitLive = (event: string, payload: unknown) => {
  if (socket?.connected) socket.emit(event, payload);
};
