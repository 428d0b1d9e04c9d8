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
  return socket;
};

/** Connects, or answers the connect_error's message (or says it heard neither in time). */
export const outcome = (socket: Socket, timeoutMs = 10_000) =>
  new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve(`no connect within ${timeoutMs} ms`), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve('connected');
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
  });

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
