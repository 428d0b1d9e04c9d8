import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { createUser, signupUser, uniqueEmail } from '../../test/factories/accounts';

/**
 * Issue 8, item 5: no call may tell a stranger whether an address has an account. Answers are
 * compared whole (status and body), and the forgotten-password request does the same work for a
 * known and an unknown address: it only queues a job.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = async (url: string, payload: Record<string, string>) => {
  const response = await t.app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, body: response.json() as unknown };
};

describe('answers alike for known and unknown addresses', () => {
  it('verify-otp: verified, pending and unknown addresses with a wrong code', async () => {
    const verified = await createUser(t.app, t.mailer);
    const pending = await signupUser(t.app);
    const answers = await Promise.all(
      [verified.email, pending.email, uniqueEmail('ghost')].map((email) =>
        post('/api/user/verify-otp', { email, otp: '000000' }),
      ),
    );
    expect(answers[0]).toMatchObject({ status: 400 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('reset-password: no code issued, a wrong code, and an unknown address', async () => {
    const noCode = await createUser(t.app, t.mailer);
    const withCode = await createUser(t.app, t.mailer);
    await post('/api/user/forgot-pass', { email: withCode.email });
    await t.app.jobs.drain();
    const answers = await Promise.all(
      [noCode.email, withCode.email, uniqueEmail('ghost')].map((email) =>
        post('/api/user/reset-password', {
          email,
          otp: '000000',
          newPassword: 'A new pass phrase',
        }),
      ),
    );
    expect(answers[0]).toMatchObject({ status: 400 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('forgot-pass: the same answer and the same work on the request path', async () => {
    const known = await createUser(t.app, t.mailer);
    const ghost = uniqueEmail('ghost');
    // Hold the queue, so what each request did by itself can be seen.
    await t.app.jobs.stop();
    try {
      const before = t.mailer.sent.length;
      const knownAnswer = await post('/api/user/forgot-pass', { email: known.email });
      const ghostAnswer = await post('/api/user/forgot-pass', { email: ghost });
      expect(ghostAnswer).toEqual(knownAnswer);
      expect(t.mailer.sent.length).toBe(before);
      const queued = await t.db.select().from(jobs).orderBy(jobs.id);
      expect(
        queued.filter((row) => row.kind === 'auth.send-reset-code').map((row) => row.payload.email),
      ).toEqual([known.email, ghost]);
    } finally {
      t.app.jobs.start();
    }
    await t.app.jobs.drain();
    expect(t.mailer.lastTo(known.email)?.subject).toMatch(/reset code/);
    expect(t.mailer.lastTo(ghost)).toBeUndefined();
  });
});
