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

/** Status and body; an error body's request id differs by request (and says nothing). */
const post = async (url: string, payload: Record<string, string>) => {
  const response = await t.app.inject({ method: 'POST', url, payload });
  const { requestId, ...body } = response.json() as Record<string, unknown>;
  expect(requestId ?? response.headers['x-request-id']).toBe(response.headers['x-request-id']);
  return { status: response.statusCode, body };
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

  // Issue 23, item 4: sign-up answered 409 EMAIL_TAKEN for a taken address.
  it('sign-up: the same answer and the same work for a taken and a new address', async () => {
    const known = await createUser(t.app, t.mailer, { name: 'Known Person' });
    const fresh = uniqueEmail('fresh');
    await t.app.jobs.stop();
    let answers: { status: number; body: unknown }[];
    let kinds: string[][];
    try {
      const before = t.mailer.sent.length;
      answers = [];
      kinds = [];
      for (const email of [known.email, fresh]) {
        const queuedBefore = (await t.db.select().from(jobs)).map((row) => row.id);
        answers.push(
          await post('/api/user/signup', {
            name: 'Someone',
            email,
            password: 'Backwater ferry at six',
          }),
        );
        kinds.push(
          (await t.db.select().from(jobs).orderBy(jobs.id))
            .filter((row) => !queuedBefore.includes(row.id))
            .map((row) => row.kind),
        );
      }
      expect(t.mailer.sent.length).toBe(before);
    } finally {
      t.app.jobs.start();
    }
    const [taken, created] = answers as [
      { status: number; body: Record<string, unknown> },
      { status: number; body: Record<string, unknown> },
    ];
    expect(taken.status).toBe(201);
    expect(created.status).toBe(201);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(created.body).sort());
    expect(taken.body.message).toBe(created.body.message);
    expect(taken.body.registrationId).toEqual(expect.any(String));
    expect(kinds[0]).toEqual(kinds[1]);

    await t.app.jobs.drain();
    // The taken address's owner hears of it; the new one gets a code.
    expect(t.mailer.lastTo(known.email)?.subject).toBe('You already have a Nestly account');
    expect(t.mailer.lastTo(known.email)?.text).toMatch(/Forgot password/);
    expect(t.mailer.lastTo(fresh)?.subject).toMatch(/verification code/);
    // Nothing of the attempt can verify: the account keeps its own password.
    const verify = await post('/api/user/verify-otp', {
      email: known.email,
      otp: '123456',
      registrationId: taken.body.registrationId as string,
    });
    expect(verify.status).toBe(400);
  });

  // Issue 23, item 4: resend-otp answered 429 only for an address someone had just signed up with.
  it('resend-otp: the same answer for a just-registered, a verified and an unknown address', async () => {
    const pending = await signupUser(t.app);
    const verified = await createUser(t.app, t.mailer);
    const answers = await Promise.all(
      [pending.email, verified.email, uniqueEmail('ghost')].map((email) =>
        post('/api/user/resend-otp', { email }),
      ),
    );
    expect(answers[0]).toMatchObject({ status: 200 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
