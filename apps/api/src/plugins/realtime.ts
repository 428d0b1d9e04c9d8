import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import { REALTIME_PATH, type Role } from '@nestly/shared';
import { AppError } from '../lib/app-error';
import { systemClock, type Clock } from '../lib/clock';
import { watchRedisClient } from '../lib/redis';

/** Who a live connection belongs to. */
export interface LivePerson {
  id: string;
  role: Role;
  sessionId: string;
}

export type ClientEventHandler = (person: LivePerson, payload: unknown) => Promise<void> | void;

/**
 * The live layer as the rest of the API sees it (issue 9): send an event to every tab of one
 * person, on whichever API process it is connected; cut a person or a session off; and handle an
 * event a client sends. Tests hand in their own (buildApp's `realtime`).
 */
export interface Realtime {
  toPerson: (personId: string, event: string, payload: unknown) => void;
  disconnectPerson: (personId: string) => void;
  disconnectSession: (sessionId: string) => void;
  onClientEvent: (event: string, handler: ClientEventHandler) => void;
}

export interface SocketRealtimeOptions {
  publicUrl: string;
  redis?: Redis;
  logger: FastifyBaseLogger;
  /** The clock the tokens were issued by (the end-to-end server moves it). */
  clock?: Clock;
  /** Put before the adapter's Redis channels (REDIS_KEY_PREFIX), so deployments sharing a Redis never mix. */
  redisKeyPrefix?: string;
}

/** Client events a socket may send: a short burst, then about 5 a second. */
const CLIENT_EVENT_BURST = 20;
const CLIENT_EVENTS_PER_SECOND = 5;
/** A socket that keeps flooding after being refused this often is cut off. */
const MAX_REFUSED_EVENTS = 50;
/** The longest delay a Node timer takes (about 24.8 days); longer ones fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const personRoom = (id: string) => `person:${id}`;
const sessionRoom = (id: string) => `session:${id}`;

const originOf = (url: string) => new URL(url).origin;

/**
 * Socket.IO on the API's own port and path (PRODUCT.md, Live events). Handshakes carry the access
 * token (`auth: { token }`), checked like a bearer token (session live, account active); each
 * socket joins only its own person's and session's rooms, and nothing a client sends can make it
 * join another. With Redis, the adapter carries events and disconnects between API processes.
 */
export const createSocketRealtime = ({
  publicUrl,
  redis,
  logger,
  clock = systemClock,
  redisKeyPrefix = 'nestly:',
}: SocketRealtimeOptions) => {
  const allowedOrigin = originOf(publicUrl);
  const handlers = new Map<string, ClientEventHandler>();
  let authenticate: ((token: string) => Promise<LivePerson>) | null = null;
  const subscriber = redis && watchRedisClient(redis.duplicate(), logger, 'live events');

  const io = new Server({
    path: REALTIME_PATH,
    serveClient: false,
    // Files go over HTTP; a live message is small.
    maxHttpBufferSize: 16 * 1024,
    pingInterval: 20_000,
    pingTimeout: 20_000,
    allowRequest: (request: IncomingMessage, callback) => {
      const origin = request.headers.origin;
      // Browsers always send Origin on these requests; other clients (tests, tools) send none.
      const sameHost =
        origin && request.headers.host && new URL(origin).host === request.headers.host;
      callback(null, !origin || origin === allowedOrigin || Boolean(sameHost));
    },
    ...(redis && subscriber
      ? { adapter: createAdapter(redis, subscriber, { key: `${redisKeyPrefix}socket.io` }) }
      : {}),
  });

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) {
      next(new Error('Not authenticated: send your access token as auth.token'));
      return;
    }
    try {
      if (!authenticate) throw new Error('the live layer is not ready');
      socket.data.person = await authenticate(token);
      socket.data.expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
      next();
    } catch (error) {
      next(new Error(error instanceof AppError ? error.message : 'Not authenticated'));
    }
  });

  io.on('connection', (socket: Socket) => {
    const person = socket.data.person as LivePerson;
    void socket.join([personRoom(person.id), sessionRoom(person.sessionId)]);
    // The token it connected with ends: the client reconnects with a fresh one. Measured on the
    // clock that issued it, so a moved test clock neither cuts sockets off nor overflows the timer.
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(
        MAX_TIMER_MS,
        Math.max(0, (socket.data.expiresAt as number) - clock.now().getTime()),
      ),
    );
    expiry.unref();
    socket.on('disconnect', () => clearTimeout(expiry));

    let tokens = CLIENT_EVENT_BURST;
    let refused = 0;
    let refilledAt = Date.now();
    const mayEmit = () => {
      const now = Date.now();
      tokens = Math.min(
        CLIENT_EVENT_BURST,
        tokens + ((now - refilledAt) / 1000) * CLIENT_EVENTS_PER_SECOND,
      );
      refilledAt = now;
      if (tokens >= 1) {
        tokens -= 1;
        return true;
      }
      refused += 1;
      if (refused >= MAX_REFUSED_EVENTS) socket.disconnect(true);
      return false;
    };

    socket.onAny((event: string, payload: unknown) => {
      const handler = handlers.get(event);
      if (!handler || !mayEmit()) return;
      void Promise.resolve(handler(person, payload)).catch((error: unknown) =>
        logger.warn({ err: error, event, personId: person.id }, 'client event refused'),
      );
    });
  });

  const realtime: Realtime = {
    toPerson: (personId, event, payload) => {
      io.to(personRoom(personId)).emit(event, payload);
    },
    disconnectPerson: (personId) => {
      io.in(personRoom(personId)).disconnectSockets(true);
    },
    disconnectSession: (sessionId) => {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    onClientEvent: (event, handler) => {
      handlers.set(event, handler);
    },
  };

  return {
    realtime,
    /** Serves Socket.IO on the API's HTTP server, checking handshakes with `check`. */
    attach: (server: HttpServer, check: (token: string) => Promise<LivePerson>) => {
      authenticate = check;
      io.attach(server);
    },
    /** Live connections to this process (the metrics' socket gauge). */
    connectionCount: () => (io.engine ? io.engine.clientsCount : 0),
    close: async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
      subscriber?.disconnect();
    },
  };
};
