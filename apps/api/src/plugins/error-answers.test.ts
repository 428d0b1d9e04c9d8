import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '@nestly/shared';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app';

// Issue 14: every route declares the error answers it can give, with the one shared error body,
// and the OpenAPI document lists them with every code of the catalogue.

interface Answer {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Operation {
  method: string;
  path: string;
  security?: unknown;
  parameters: { in: string }[];
  responses: Record<string, Answer>;
}

let t: TestApp;
let document: {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
};
let operations: Operation[];

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';
const usesErrorBody = (answer: Answer | undefined) =>
  answer?.content?.['application/json']?.schema?.$ref === ERROR_BODY_REF;
const errorStatuses = (operation: Operation) =>
  Object.keys(operation.responses)
    .map(Number)
    .filter((status) => status >= 400);

beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = response.json();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({ ...spec, method, path })),
  );
});
afterAll(async () => {
  await t.close();
});

describe('error answers in the OpenAPI document', () => {
  it('gives every operation a 4xx and the 5xx answers, all with the shared error body', () => {
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations.filter((operation) => {
      const statuses = errorStatuses(operation);
      return (
        !statuses.some((status) => status < 500) ||
        !statuses.includes(500) ||
        !statuses.every((status) => usesErrorBody(operation.responses[status]))
      );
    });
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('declares 400 on every operation, 404 wherever a path names something', () => {
    for (const operation of operations) {
      const label = `${operation.method} ${operation.path}`;
      expect(operation.responses, label).toHaveProperty('400');
      if (operation.path.includes('{')) expect(operation.responses, label).toHaveProperty('404');
    }
  });

  it('declares 401 and 403 on every guarded operation, and neither on the health check', () => {
    const guarded = operations.filter((operation) =>
      /^\/api\/(user|owner|admin)\/(profile|wallet|bookings|dashboard)/.test(operation.path),
    );
    expect(guarded.length).toBeGreaterThan(5);
    for (const operation of guarded) {
      expect(operation.responses, `${operation.method} ${operation.path}`).toHaveProperty('401');
      expect(operation.responses, `${operation.method} ${operation.path}`).toHaveProperty('403');
    }
    const health = document.paths['/api/health']!.get!;
    expect(health.responses).not.toHaveProperty('401');
  });

  it('declares 413 and 415 where a body is read, and keeps what a route declared itself', () => {
    const login = document.paths['/api/user/login']!.post!;
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '413', '415', '500', '503']),
    );
    expect(document.paths['/api/health']!.get!.responses).not.toHaveProperty('413');
  });

  it('documents every code of the catalogue, each under the status it answers with', () => {
    const schema = document.components.schemas.ErrorBody!;
    expect(schema.properties.code!.enum).toEqual(ERROR_CODES);
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['message', 'code', 'details']),
    );
    const described = new Map<string, Set<string>>();
    for (const operation of operations) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const codes = described.get(status) ?? new Set();
        for (const code of answer.description?.match(/[A-Z][A-Z_]+[A-Z]/g) ?? []) codes.add(code);
        described.set(status, codes);
      }
    }
    const undocumented = ERROR_CODES.filter(
      (code) => !described.get(String(ERROR_STATUS[code]))?.has(code),
    );
    expect(undocumented).toEqual([]);
  });
});

describe('error answers on the wire', () => {
  it('keeps the field details of a validation error through the declared 400 answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'email' })]),
    );
  });

  it('answers a body that is not JSON with BAD_REQUEST and an unknown type with 415', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-nestly' },
      payload: 'hello',
    });
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a URL the router refuses in the same shape, with BAD_REQUEST', async () => {
    for (const url of [`/api/user/bookings/${'a'.repeat(500)}`, '/api/user/property/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message', 'requestId']);
      expect(response.json().code).toBe('BAD_REQUEST');
      expect(response.json().requestId).toBe(response.headers['x-request-id']);
    }
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
