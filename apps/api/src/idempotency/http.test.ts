import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withdrawInputSchema } from '@nestly/shared';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { createTestClock } from '../lib/clock';
import { registerErrorHandler } from '../plugins/error-handler';
import { createTestDatabase } from '../test/helpers/test-database';
import { createIdempotency, IDEMPOTENT_REPLAYED_HEADER } from './http';

/**
 * The Idempotency-Key header on a route, through Fastify's inject: what a client sees on a first
 * request, a retry, a reused key, a missing key and two requests at once.
 */

let database: Database;
let app: FastifyInstance;
/** What the route's work did, per person: the "money" it moved. */
const moved = new Map<string, number[]>();
/** Lets a test hold the work open. */
let holdWork: Promise<void> = Promise.resolve();
let workStarted: () => void = () => {};

const WITHDRAW_URL = '/api/user/wallet/withdraw';
const AVAILABLE = 100_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const idempotency = createIdempotency({ db: database.db, clock: createTestClock() });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The access plugin's part: who is calling (here, from a test header).
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    const id = request.headers['x-test-account'];
    if (typeof id === 'string') {
      request.account = {
        id,
        role: 'user',
        name: 'Asha Menon',
        email: 'asha@example.com',
        sessionId: 'session',
        approvalStatus: null,
      };
    }
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [url, required] of [
    [WITHDRAW_URL, true],
    ['/api/user/wallet/top-up', false],
  ] as const) {
    api.post(url, {
      schema: {
        body: withdrawInputSchema,
        response: { 201: z.object({ data: z.object({ id: z.uuid(), amount: z.number() }) }) },
      },
      handler: (request, reply) =>
        idempotency.answer(request, reply, { required }, async () => {
          const accountId = request.account!.id;
          workStarted();
          await holdWork;
          const done = moved.get(accountId) ?? [];
          const total = done.reduce((sum, amount) => sum + amount, 0);
          if (total + request.body.amount > AVAILABLE) {
            throw new AppError('INSUFFICIENT_FUNDS', {
              message: 'You can withdraw at most ₹1,000 now',
            });
          }
          moved.set(accountId, [...done, request.body.amount]);
          return {
            statusCode: 201,
            body: { data: { id: randomUUID(), amount: request.body.amount } },
          };
        }),
    });
  }
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const createPerson = async () => {
  const [row] = await database.db
    .insert(accounts)
    .values({ role: 'user', name: 'Asha Menon', email: `asha-${randomUUID()}@example.com` })
    .returning({ id: accounts.id });
  return row!.id;
};

const withdraw = (person: string, body: unknown, key?: string, url = WITHDRAW_URL) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'x-test-account': person, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });

describe('Idempotency-Key on a money route', () => {
  it('answers a retry with the first answer, marked as a replay, and moves money once', async () => {
    const person = await createPerson();
    const key = randomUUID();
    const first = await withdraw(person, { amount: 10_000 }, key);
    const retry = await withdraw(person, { amount: 10_000 }, key);

    expect(first.statusCode).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(moved.get(person)).toEqual([10_000]);
  });

  it('reads the same body in another key order as the same request', async () => {
    const person = await createPerson();
    const key = randomUUID();
    await withdraw(person, { amount: 10_000 }, key);
    const retry = await app.inject({
      method: 'POST',
      url: WITHDRAW_URL,
      headers: {
        'x-test-account': person,
        'idempotency-key': key,
        'content-type': 'application/json',
      },
      payload: '{ "amount" : 10000 }',
    });
    expect(retry.statusCode).toBe(201);
    expect(moved.get(person)).toEqual([10_000]);
  });

  it('answers 422 to the same key with another body, and moves nothing more', async () => {
    const person = await createPerson();
    const key = randomUUID();
    await withdraw(person, { amount: 10_000 }, key);
    const other = await withdraw(person, { amount: 20_000 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
    expect(moved.get(person)).toEqual([10_000]);
  });

  it('answers 422 to the same key on another route', async () => {
    const person = await createPerson();
    const key = randomUUID();
    await withdraw(person, { amount: 10_000 }, key);
    expect(
      (await withdraw(person, { amount: 10_000 }, key, '/api/user/wallet/top-up')).statusCode,
    ).toBe(422);
  });

  it('replays a refusal as it was first answered', async () => {
    const person = await createPerson();
    moved.set(person, [AVAILABLE]);
    const key = randomUUID();
    const first = await withdraw(person, { amount: 10_000 }, key);
    moved.set(person, []);
    const retry = await withdraw(person, { amount: 10_000 }, key);

    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({
      message: 'You can withdraw at most ₹1,000 now',
      code: 'INSUFFICIENT_FUNDS',
      requestId: expect.any(String),
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    // The same answer; its request id is the retry's own (it names the request, not the answer).
    expect(retry.json()).toEqual({ ...first.json(), requestId: expect.any(String) });
    expect(moved.get(person)).toEqual([]);
  });

  it('needs the key on a route that requires it, naming the header', async () => {
    const person = await createPerson();
    const missing = await withdraw(person, { amount: 10_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        {
          field: 'Idempotency-Key',
          message:
            'Send an Idempotency-Key header (a new UUID for each request) so a retry cannot move money twice',
        },
      ],
    });
    const tooLong = await withdraw(person, { amount: 10_000 }, 'k'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    const withSpace = await withdraw(person, { amount: 10_000 }, 'two words');
    expect(withSpace.json().details[0].field).toBe('Idempotency-Key');
    expect(moved.get(person)).toBeUndefined();
  });

  it('runs each request on a route where the key is optional and none is sent', async () => {
    const person = await createPerson();
    const url = '/api/user/wallet/top-up';
    await withdraw(person, { amount: 10_000 }, undefined, url);
    await withdraw(person, { amount: 10_000 }, undefined, url);
    expect(moved.get(person)).toEqual([10_000, 10_000]);
  });

  it('checks the body before the key: bad input is a 400 and stores nothing', async () => {
    const person = await createPerson();
    const key = randomUUID();
    expect((await withdraw(person, { amount: 50 }, key)).statusCode).toBe(400);
    expect((await withdraw(person, { amount: 10_000 }, key)).statusCode).toBe(201);
  });

  it('moves money once when one key arrives twice at once (a double tap)', async () => {
    const person = await createPerson();
    const key = randomUUID();
    let release!: () => void;
    holdWork = new Promise((resolve) => {
      release = resolve;
    });
    const started = new Promise<void>((resolve) => {
      workStarted = resolve;
    });
    const first = withdraw(person, { amount: 10_000 }, key);
    await started;
    const second = withdraw(person, { amount: 10_000 }, key);
    release();
    const [one, two] = await Promise.all([first, second]);
    holdWork = Promise.resolve();
    workStarted = () => {};

    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json()).toEqual(one.json());
    expect(moved.get(person)).toEqual([10_000]);
  });
});
