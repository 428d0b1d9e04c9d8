import { io as connect, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import { REALTIME_PATH } from '@nestly/shared';
import type { TestApp } from './build-test-app';

/** Socket.IO clients for tests against a listening test app; every socket opened is closed after each test. */
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

export const urlOf = (t: TestApp) => {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

/**
 * Each socket's first connect or connect_error, recorded from the moment it is opened: a test that
 * opens two sockets and awaits one would otherwise miss the other's event if it came meanwhile
 * (the intermittent chat-redis timeout: the second tab had connected before anyone listened).
 */
const firstOutcomes = new WeakMap<Socket, Promise<string>>();

export const open = (
  t: TestApp,
  auth: Record<string, unknown>,
  headers: Record<string, string> = {},
) => {
  const socket = connect(urlOf(t), {
    path: REALTIME_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: headers,
    forceNew: true,
  });
  sockets.push(socket);
  firstOutcomes.set(
    socket,
    new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    }),
  );
  return socket;
};

/** Connects, or answers the connect_error's message (or says it heard neither in time). */
export const outcome = (socket: Socket, timeoutMs = 10_000) => {
  const first = firstOutcomes.get(socket);
  if (!first) throw new Error('outcome() takes a socket made by open()');
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    first,
    new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no connect within ${timeoutMs} ms`), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
};

export const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
