import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@nestly/shared';
import type { TestApp } from '../test/helpers/build-test-app';
import { createUser, loginAdmin } from '../test/factories/accounts';
import { twoAppsSharingRedis } from '../test/helpers/two-apps-with-redis';
import { nextEvent, open, outcome } from '../test/helpers/live-sockets';

/** Issue 9: with Redis, an event raised in one API process reaches a socket connected to another. */
const notifyOwnerApproved = (t: TestApp, personId: string) =>
  t.app.notifications.raise(t.db, {
    type: 'owner_approved',
    ownerId: personId,
  });

describe('two API processes sharing Redis', () => {
  const apps = twoAppsSharingRedis();

  it('delivers an event raised in one process to a socket connected to the other', async () => {
    const user = await createUser(apps.first.app, apps.first.mailer);
    const tab = open(apps.second, { token: user.token });
    expect(await outcome(tab)).toBe('connected');
    const received = nextEvent<{ notification: { type: string } }>(
      tab,
      REALTIME_EVENTS.notificationNew,
    );
    await notifyOwnerApproved(apps.first, user.id);
    expect((await received).notification.type).toBe('owner_approved');
  });

  it('cuts off, in every process, a person blocked in one', async () => {
    const user = await createUser(apps.first.app, apps.first.mailer);
    const tab = open(apps.second, { token: user.token });
    expect(await outcome(tab)).toBe('connected');
    const cut = new Promise<string>((resolve) => tab.once('disconnect', resolve));
    const admin = await loginAdmin(apps.first.app);
    await apps.first.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/status/${user.id}`,
      headers: admin.auth,
      payload: { status: 'blocked' },
    });
    expect(await cut).toBe('io server disconnect');
  });
});
