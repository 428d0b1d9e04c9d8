import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@nestly/shared';
import { createUser, loginAdmin, type SignedInPerson } from '../../test/factories/accounts';
import { twoAppsSharingRedis } from '../../test/helpers/two-apps-with-redis';
import { accessChanged, createAccessCache } from './access-cache';

/**
 * Issue 13: the access guard's cache may never let a blocked or signed-out person in on another
 * API process. Redis carries each change to every process's cache.
 */
describe('the access cache across processes (Redis)', () => {
  const apps = twoAppsSharingRedis();
  const clients: Redis[] = [];
  /** The person's own profile, asked of the second process. */
  const profileOnSecond = (person: SignedInPerson) =>
    apps.second.app.inject({
      method: 'GET',
      url: `/api/user/profile/${person.id}`,
      headers: person.auth,
    });
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it('a change written in one process empties the other process’s cache before it is answered', async () => {
    const redis = new Redis(process.env.REDIS_URL!);
    clients.push(redis);
    // Stands in for another process: it hears of this process's writes only through Redis.
    const elsewhere = createAccessCache<{ name: string }>({
      redis,
      enabled: true,
      logger: apps.first.app.log,
      hearsThisProcess: false,
    });
    await expect
      .poll(() => {
        elsewhere.set('account-1', 'session-1', { name: 'Asha' });
        return elsewhere.get('account-1', 'session-1');
      })
      .toEqual({ name: 'Asha' });

    await accessChanged('account-1');
    await expect
      .poll(() => elsewhere.get('account-1', 'session-1'), { timeout: 1_000 })
      .toBe(undefined);
    // Within the quiet window an answer read before the change is not kept.
    elsewhere.set('account-1', 'session-1', { name: 'stale' });
    expect(elsewhere.get('account-1', 'session-1')).toBeUndefined();
    await elsewhere.close();
  });

  it('blocked on one process: the very next call on the other answers 403', async () => {
    const user = await createUser(apps.first.app, apps.first.mailer);
    const admin = await loginAdmin(apps.first.app);
    const profile = () => profileOnSecond(user);
    // Twice, so the second process answers from its cache.
    expect((await profile()).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);

    const block = await apps.first.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/status/${user.id}`,
      headers: admin.auth,
      payload: { status: 'blocked' },
    });
    expect(block.statusCode).toBe(200);
    const next = await profile();
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({
      message: MESSAGES.ACCOUNT_BLOCKED,
      code: 'ACCOUNT_BLOCKED',
      requestId: expect.any(String),
    });
  });

  it('signed out on one process: the token is refused on the other at once', async () => {
    const user = await createUser(apps.first.app, apps.first.mailer);
    const profile = () => profileOnSecond(user);
    expect((await profile()).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);
    const logout = await apps.first.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...user.auth, cookie: user.cookie },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await profile()).statusCode).toBe(401);
  });
});
