import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@nestly/shared';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app';
import { createUser, loginAdmin, type SignedInPerson } from '../test/factories/accounts';
import { nextEvent, open, outcome } from '../test/helpers/live-sockets';

/**
 * Issue 9: Socket.IO against the real server. Handshakes are checked like bearer tokens, a
 * connection hears only its own person's events, a block cuts it off (the Redis
 * scale-out is in realtime-redis.test.ts).
 */
const notifyOwnerApproved = (t: TestApp, personId: string) =>
  t.app.notifications.raise(t.db, {
    type: 'owner_approved',
    ownerId: personId,
  });

describe('one API process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'http://nestly.test' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a handshake without a token, with a bad one, or an expired one', async () => {
    expect(await outcome(open(t, {}))).toMatch(/Not authenticated/);
    expect(await outcome(open(t, { token: 'not-a-token' }))).toMatch(/Not authenticated/);
    const user = await createUser(t.app, t.mailer);
    t.clock.advance(16 * 60_000);
    try {
      expect(await outcome(open(t, { token: user.token }))).toMatch(/Not authenticated/);
    } finally {
      t.clock.set(new Date());
    }
  });

  it('refuses a browser from another origin', async () => {
    const user = await createUser(t.app, t.mailer);
    const foreign = open(t, { token: user.token }, { origin: 'https://evil.example' });
    expect(await outcome(foreign)).not.toBe('connected');
    const ours = open(t, { token: user.token }, { origin: 'http://nestly.test' });
    expect(await outcome(ours)).toBe('connected');
  });

  it('delivers a person their own events only', async () => {
    const asha = await createUser(t.app, t.mailer);
    const rahul = await createUser(t.app, t.mailer);
    const ashaTab = open(t, { token: asha.token });
    const ashaOtherTab = open(t, { token: asha.token });
    const rahulTab = open(t, { token: rahul.token });
    await Promise.all([outcome(ashaTab), outcome(ashaOtherTab), outcome(rahulTab)]);
    const rahulHeard: unknown[] = [];
    rahulTab.onAny((_event, payload) => {
      rahulHeard.push(payload);
    });
    // A client cannot put itself in someone else's room: there is no such event to send.
    rahulTab.emit('join', `person:${asha.id}`);

    const received = Promise.all([
      nextEvent<{ notification: { type: string }; unreadCount: number }>(
        ashaTab,
        REALTIME_EVENTS.notificationNew,
      ),
      nextEvent(ashaOtherTab, REALTIME_EVENTS.notificationNew),
    ]);
    await notifyOwnerApproved(t, asha.id);
    const [payload] = await received;
    expect(payload).toMatchObject({ notification: { type: 'owner_approved' }, unreadCount: 1 });
    // Instead of a pause: Rahul's own notice, raised after Asha's, reaches his tab after anything
    // the server sent it before; had Asha's reached him, he would have heard it first.
    const rahulOwn = nextEvent(rahulTab, REALTIME_EVENTS.notificationNew);
    await notifyOwnerApproved(t, rahul.id);
    expect(rahulHeard).toEqual([await rahulOwn]);
  });

  it('cuts off a person blocked while connected, and refuses them from then on', async () => {
    const user: SignedInPerson = await createUser(t.app, t.mailer);
    const tab = open(t, { token: user.token });
    expect(await outcome(tab)).toBe('connected');
    const cut = new Promise<string>((resolve) => tab.once('disconnect', resolve));
    const admin = await loginAdmin(t.app);
    const block = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/status/${user.id}`,
      headers: admin.auth,
      payload: { status: 'blocked' },
    });
    expect(block.statusCode).toBe(200);
    expect(await cut).toBe('io server disconnect');
    expect(await outcome(open(t, { token: user.token }))).toBe('You are currently blocked');
  });
});
