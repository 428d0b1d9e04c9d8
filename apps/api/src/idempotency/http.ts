import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '@nestly/shared';
import type { Db, DbOrTx, Tx } from '../db/client';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { requireAccount } from '../plugins/access';
import { runIdempotently } from './store';

/**
 * The `Idempotency-Key` header on a route (PRODUCT.md, Money out: "Idempotency"): read and check
 * the key, fingerprint the request, run the route's work once per (person, key) and answer a retry
 * with the first answer, marked `Idempotent-Replayed: true`.
 *
 * ```ts
 * handler: (request, reply) =>
 *   idempotency.answer(request, reply, { required: true }, async (tx) => ({
 *     statusCode: 201,
 *     body: { data: await payouts.withdraw(tx, requireAccount(request), request.body) },
 *   })),
 * ```
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** Printable ASCII without spaces, up to 255 characters (a UUID is what our web app sends). */
const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

const badKey = (message: string) =>
  new AppError('VALIDATION_ERROR', { message, details: [{ field: 'Idempotency-Key', message }] });

/** The key the request carries: null when it has none (and none is required). */
export const readIdempotencyKey = (request: FastifyRequest, required: boolean): string | null => {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined || header === '') {
    if (!required) return null;
    throw badKey(
      'Send an Idempotency-Key header (a new UUID for each request) so a retry cannot move money twice',
    );
  }
  if (Array.isArray(header) || !KEY_PATTERN.test(header)) {
    throw badKey('The Idempotency-Key must be one value of up to 255 visible characters');
  }
  return header;
};

/** Keys sorted at every level, so `{a, b}` and `{b, a}` are one request. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/**
 * What makes two requests "the same": the method, the route (not the raw URL, so a query string's
 * order does not matter), its path parameters and the body as the route's schema parsed it.
 */
export const fingerprintRequest = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(
      canonicalJson({
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        params: request.params ?? null,
        body: request.body ?? null,
      }),
    )
    .digest('hex');

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

/** A stored refusal, raised again so the error handler answers it exactly as the first time. */
const replayRefusal = (body: unknown): AppError => {
  const { message, code, details } = (body ?? {}) as {
    message?: unknown;
    code?: unknown;
    details?: { field: string; message: string }[];
  };
  return new AppError(isErrorCode(code) ? code : 'CONFLICT', {
    message: typeof message === 'string' ? message : 'This request was refused',
    details,
  });
};

type Work<Target, Body> = (target: Target) => Promise<{ statusCode: number; body: Body }>;

export const createIdempotency = ({ db, clock }: { db: Db; clock: Clock }) => {
  /** The keyed path: the work runs once per (person, key), inside the key's transaction. */
  const answerKeyed = async <Body>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    work: Work<Tx, Body>,
  ): Promise<Body> => {
    const outcome = await runIdempotently(
      db,
      clock,
      { accountId: requireAccount(request).id, key, requestHash: fingerprintRequest(request) },
      work,
    );
    if (outcome.kind === 'refused') throw outcome.error;
    if (outcome.kind === 'replayed') {
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      if (outcome.answer.statusCode >= 400) throw replayRefusal(outcome.answer.body);
    }
    reply.code(outcome.answer.statusCode);
    // The stored answer is the JSON form of what this route's work answered for the same request.
    return outcome.answer.body as Body;
  };

  return {
    /**
     * Answers the request through `work`, once per (person, key). Without a key (and none
     * required), the work simply runs in a transaction of its own.
     */
    answer: async <Body>(
      request: FastifyRequest,
      reply: FastifyReply,
      { required }: { required: boolean },
      work: Work<Tx, Body>,
    ): Promise<Body> => {
      const key = readIdempotencyKey(request, required);
      if (key !== null) return answerKeyed(request, reply, key, work);
      const answer = await db.transaction(work);
      reply.code(answer.statusCode);
      return answer.body;
    },

    /**
     * An optional key (orders, `place-order`, top-up): with one, `work` runs once per (person,
     * key) on the key's transaction, so what it writes commits with the stored answer (its own
     * transactions become savepoints of it). Without one, `work` receives the database itself and
     * runs exactly as it would without this helper (its own transactions, its own commits).
     */
    honour: async <Body>(
      request: FastifyRequest,
      reply: FastifyReply,
      work: Work<DbOrTx, Body>,
    ): Promise<Body> => {
      const key = readIdempotencyKey(request, false);
      if (key !== null) return answerKeyed(request, reply, key, work);
      const answer = await work(db);
      reply.code(answer.statusCode);
      return answer.body;
    },
  };
};

export type Idempotency = ReturnType<typeof createIdempotency>;
