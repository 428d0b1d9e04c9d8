import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@nestly/shared';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import {
  createRecordingRealtime,
  type RecordingRealtime,
} from '../../test/helpers/recording-realtime';
import {
  createOwner,
  createUser,
  loginAdmin,
  type SignedInPerson,
} from '../../test/factories/accounts';

/** Issue 9: the notification calls of PRODUCT.md for users and owners, and the e-mail path. */
let t: TestApp;
let live: RecordingRealtime;
beforeAll(async () => {
  live = createRecordingRealtime();
  t = await buildTestApp({}, { realtime: live.realtime });
});
afterAll(async () => {
  await t.close();
});

/** Three notices for a person, written as the product writes them. */
const notify = async (person: SignedInPerson, count = 3) => {
  for (let index = 0; index < count; index += 1) {
    t.clock.advance(1000);
    await t.db.transaction(async (tx) => {
      await t.app.notifications.raise(tx, {
        type: 'listing_approved',
        ownerId: person.id,
        propertyId: '2f1d7a10-5a8e-4c61-9c57-91c6a1f2a00' + String(index),
        propertyTitle: `Home ${index}`,
      });
    });
  }
  await t.app.jobs.drain();
};

const call = (
  person: SignedInPerson,
  role: string,
  method: string,
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/${role}${url}`,
    headers: person.auth,
    ...(payload ? { payload } : {}),
  });

describe.each(['user', 'owner'] as const)('notifications for a %s', (role) => {
  // An owner left unapproved: approval would be a notice of its own.
  const create = () =>
    role === 'user'
      ? createUser(t.app, t.mailer)
      : createOwner(t.app, t.mailer, { approved: false });

  it('lists newest first with the unread count, pages, and filters unread', async () => {
    const person = await create();
    await notify(person, 3);
    const page = await call(person, role, 'GET', '/notifications?page=1&limit=2');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.unreadCount).toBe(3);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(body.data.map((item: { title: string }) => item.title)).toEqual([
      '"Home 2" is live',
      '"Home 1" is live',
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      type: 'listing_approved',
      title: '"Home 2" is live',
      body: expect.any(String),
      link: expect.stringMatching(/^\/owner\/property\//),
      read: false,
      createdAt: expect.any(String),
    });

    const first = body.data[0].id as string;
    const read = await call(person, role, 'PATCH', `/notifications/${first}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ unreadCount: 2, data: { id: first, read: true } });
    expect(live.to(person.id, REALTIME_EVENTS.notificationCount).at(-1)?.payload).toEqual({
      unreadCount: 2,
    });
    const unread = await call(person, role, 'GET', '/notifications?filter=unread');
    expect(unread.json().data).toHaveLength(2);

    const all = await call(person, role, 'PATCH', '/notifications/read-all');
    expect(all.json()).toMatchObject({ unreadCount: 0 });
    expect((await call(person, role, 'GET', '/notifications')).json().unreadCount).toBe(0);
  });

  it('deletes one, and restores it on undo', async () => {
    const person = await create();
    await notify(person, 2);
    const [newest] = (await call(person, role, 'GET', '/notifications')).json().data;
    const deleted = await call(person, role, 'DELETE', `/notification/${newest.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().unreadCount).toBe(1);
    expect((await call(person, role, 'GET', '/notifications')).json().pagination.total).toBe(1);
    const restored = await call(person, role, 'PATCH', `/notification/${newest.id}/restore`);
    expect(restored.json().unreadCount).toBe(2);
    expect((await call(person, role, 'GET', '/notifications')).json().pagination.total).toBe(2);
  });

  it("answers 404 for someone else's notification and 400 for a malformed id", async () => {
    const owner = await create();
    const stranger = await create();
    await notify(owner, 1);
    const [notice] = (await call(owner, role, 'GET', '/notifications')).json().data;
    for (const [method, url] of [
      ['PATCH', `/notifications/${notice.id}/read`],
      ['DELETE', `/notification/${notice.id}`],
      ['PATCH', `/notification/${notice.id}/restore`],
    ] as const) {
      expect((await call(stranger, role, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(owner, role, 'GET', '/notifications')).json().data[0].read).toBe(false);
    expect((await call(owner, role, 'PATCH', '/notifications/not-an-id/read')).statusCode).toBe(
      400,
    );
  });
});

describe('who may call', () => {
  it('refuses admins (403), the other role (403) and the signed-out (401)', async () => {
    const admin = await loginAdmin(t.app);
    const user = await createUser(t.app, t.mailer);
    expect((await call(admin, 'user', 'GET', '/notifications')).statusCode).toBe(403);
    expect((await call(admin, 'owner', 'GET', '/notifications')).statusCode).toBe(403);
    expect((await call(user, 'owner', 'GET', '/notifications')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses unknown query fields and bad filters with 400', async () => {
    const user = await createUser(t.app, t.mailer);
    for (const query of ['?filter=mine', '?limit=500', '?sort=old']) {
      expect((await call(user, 'user', 'GET', `/notifications${query}`)).statusCode).toBe(400);
    }
  });
});

describe('e-mail preferences', () => {
  it('starts with every category on, and honours "off" except for payment and account e-mails', async () => {
    const owner = await createOwner(t.app, t.mailer);
    const preferences = await call(owner, 'owner', 'GET', '/notification-preferences');
    expect(preferences.json().data).toEqual([
      { category: 'bookings_payments', email: true },
      { category: 'listings_account', email: true },
      { category: 'messages', email: true },
      { category: 'plan_reminders', email: true },
    ]);
    const saved = await call(owner, 'owner', 'PUT', '/notification-preferences', {
      preferences: [
        { category: 'listings_account', email: false },
        { category: 'bookings_payments', email: false },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data[1]).toEqual({ category: 'listings_account', email: false });

    const mailsBefore = t.mailer.sent.filter((mail) => mail.to === owner.email).length;
    await notify(owner, 1); // listing_approved: switched off
    await t.db.transaction(async (tx) => {
      await t.app.notifications.raise(tx, {
        type: 'plan_bought', // a payment e-mail: always sent
        ownerId: owner.id,
        subscriptionId: '2f1d7a10-5a8e-4c61-9c57-91c6a1f2a0ff',
        planName: 'Basic',
        endsAt: new Date(),
      });
    });
    await t.app.jobs.drain();
    const mails = t.mailer.sent.filter((mail) => mail.to === owner.email).slice(mailsBefore);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Basic plan is active']);
    expect(mails[0]!.text).toContain('/owner/subscription');
  });

  it('refuses a category twice or an unknown one', async () => {
    const user = await createUser(t.app, t.mailer);
    for (const preferences of [
      [
        { category: 'messages', email: false },
        { category: 'messages', email: true },
      ],
      [{ category: 'spam', email: false }],
      [],
    ]) {
      const response = await call(user, 'user', 'PUT', '/notification-preferences', {
        preferences,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
