import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS } from '@nestly/shared';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { createUser, refreshCookieOf } from '../../test/factories/accounts';

/**
 * Issue 8, item 7: two tabs (or two calls of one page) refreshing at once used to end the session.
 * A rotation seconds old hands the racing caller the same new pair; reuse after the grace window
 * still ends the whole session (RFC 9700, 4.14.2).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const refresh = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/refresh-token', headers: { cookie } });

describe.each([2, 5])('%i refreshes racing with the same cookie', (parallel) => {
  it('all succeed with the same new refresh token, and the session lives on', async () => {
    const user = await createUser(t.app, t.mailer);
    const answers = await Promise.all(Array.from({ length: parallel }, () => refresh(user.cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(parallel).fill(200));
    const successors = new Set(answers.map((answer) => refreshCookieOf(answer)));
    expect(successors.size).toBe(1);
    // Every access token handed out works, and the shared successor rotates on as usual.
    for (const answer of answers) {
      const profile = await t.app.inject({
        method: 'GET',
        url: `/api/user/profile/${user.id}`,
        headers: { authorization: `Bearer ${answer.json().token}` },
      });
      expect(profile.statusCode).toBe(200);
    }
    expect((await refresh([...successors][0]!)).statusCode).toBe(200);
  });
});

describe('reuse after the grace window', () => {
  it('ends the whole session', async () => {
    const user = await createUser(t.app, t.mailer);
    const rotated = await refresh(user.cookie);
    expect(rotated.statusCode).toBe(200);
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(user.cookie)).statusCode).toBe(401);
    // The successor the rightful tab holds dies with the session.
    expect((await refresh(refreshCookieOf(rotated))).statusCode).toBe(401);
  });

  it('within the window, a late racer follows the chain to the live token', async () => {
    const user = await createUser(t.app, t.mailer);
    const first = await refresh(user.cookie);
    const second = await refresh(refreshCookieOf(first));
    const late = await refresh(user.cookie);
    expect(late.statusCode).toBe(200);
    expect(refreshCookieOf(late)).toBe(refreshCookieOf(second));
  });
});
