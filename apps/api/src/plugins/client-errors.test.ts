import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app';

/**
 * Issue 23, item 8: errors Node's HTTP server answers before any route (431 headers too large, a
 * request that is not HTTP) came in Fastify's shape, not the product's `{ message, code }`.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Sends raw bytes and reads everything until the server closes the connection. */
const exchange = (request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

const parse = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine, ...headers] = head.split('\r\n');
  return {
    status: Number(statusLine?.split(' ')[1]),
    headers: Object.fromEntries(
      headers.map((line) => [
        line.split(':')[0]!.toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    ),
    body: JSON.parse(body) as unknown,
  };
};

describe('errors before routing', () => {
  it('answers headers over the limit with 431 and the product error body', async () => {
    const answer = parse(
      await exchange(
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nCookie: big=${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: expect.stringMatching(/headers are too large/),
    });
  });

  it('answers bytes that are not HTTP with 400 BAD_REQUEST', async () => {
    const answer = parse(await exchange('HELLO THERE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('still answers ordinary requests', async () => {
    const answer = await exchange(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
