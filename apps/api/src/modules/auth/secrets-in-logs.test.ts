import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { buildMultipart, PDF_BYTES } from '../../test/helpers/multipart';
import { refreshCookieOf, uniqueEmail } from '../../test/factories/accounts';

/**
 * Issue 8, item 2: the outbox mailer logged each mail's subject, which holds the code. Every auth
 * flow is run here with the real outbox mailer and the log at `debug`, and nothing that was mailed
 * as a code, nor a password, token or cookie, may appear in any log line.
 */
let t: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
  t = await buildTestApp({ LOG_LEVEL: 'debug' }, { logStream: stream, outbox: true });
});
afterAll(async () => {
  await t.close();
});

/** Every code mailed so far, read from the outbox files as a person would. */
const mailedCodes = async () => {
  await t.app.jobs.drain();
  const dir = path.join(t.dataDir, 'outbox');
  return fs
    .readdirSync(dir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { text: string })
    .map((mail) => mail.text.match(/\b(\d{6})\b/)?.[1])
    .filter((code): code is string => code !== undefined);
};
const latestCode = async () => (await mailedCodes()).at(-1)!;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, string>, headers });

describe('secrets never reach the log', () => {
  it('runs sign-up, codes, sign-in, refresh, reset and change of password without logging one', async () => {
    const email = uniqueEmail('logged');
    const password = 'Quiet river stones 9';
    const secrets: string[] = [password];

    expect((await post('/api/user/signup', { name: 'Log Test', email, password })).statusCode).toBe(
      201,
    );
    const wrongCode = await post('/api/user/verify-otp', { email, otp: '000001' });
    expect(wrongCode.statusCode).toBe(400);
    const verified = await post('/api/user/verify-otp', { email, otp: await latestCode() });
    expect(verified.statusCode).toBe(200);
    secrets.push(verified.json().token, refreshCookieOf(verified).split('=')[1]!);

    const login = await post('/api/user/login', { email, password });
    secrets.push(login.json().token, refreshCookieOf(login).split('=')[1]!);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { cookie: refreshCookieOf(login) },
    });
    secrets.push(refreshed.json().token);

    expect((await post('/api/user/forgot-pass', { email })).statusCode).toBe(200);
    const newPassword = 'Another quiet river 7';
    secrets.push(newPassword);
    const reset = await post('/api/user/reset-password', {
      email,
      otp: await latestCode(),
      newPassword,
    });
    expect(reset.statusCode).toBe(200);

    const ownerEmail = uniqueEmail('logged-owner');
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/owner/signup',
      ...buildMultipart({ name: 'Log Owner', email: ownerEmail, password }, [
        { field: 'documents', fileName: 'id.pdf', contentType: 'application/pdf', body: PDF_BYTES },
      ]),
    });
    expect(owner.statusCode).toBe(201);
    // Its first code goes out from the queue; a minute later, another.
    await t.app.jobs.drain();
    t.clock.advance(61_000);
    expect((await post('/api/owner/resend-otp', { email: ownerEmail })).statusCode).toBe(200);
    expect(
      (await post('/api/owner/verify-otp', { email: ownerEmail, otp: await latestCode() }))
        .statusCode,
    ).toBe(200);

    const codes = await mailedCodes();
    expect(codes.length).toBeGreaterThanOrEqual(4);
    const log = logged.join('');
    expect(log).toContain('mail written to outbox');
    for (const secret of [...codes, ...secrets]) expect(log).not.toContain(secret);
  });
});
