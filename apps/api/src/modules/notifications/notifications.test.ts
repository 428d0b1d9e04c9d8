import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@nestly/shared';
import { notifications } from '../../db/schema/index';
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
import {
  bookByCard,
  bookByWallet,
  cancelBooking,
  createBookableHome,
  daysFromNow,
} from '../../test/factories/bookings';
import { buyPlan, createListing } from '../../test/factories/listings';

/**
 * Issue 9: every event writes exactly the right notices for the right people in the transaction
 * of its change, and they go live only after the commit.
 */
let t: TestApp;
let live: RecordingRealtime;
let admin: SignedInPerson;
beforeAll(async () => {
  live = createRecordingRealtime();
  t = await buildTestApp({}, { realtime: live.realtime });
  admin = await loginAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const noticesOf = (recipientId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(notifications.createdAt);

/**
 * The notices not among `before`. Not by position: the test clock stands still, so notices share
 * their creation time, and their order among equals changes as rows are updated (an e-mail marked
 * sent).
 */
const newSince = <Row extends { id: string }>(before: Row[], after: Row[]) => {
  const seen = new Set(before.map((row) => row.id));
  return after.filter((row) => !seen.has(row.id));
};

const typesOf = async (recipientId: string) =>
  (await noticesOf(recipientId)).map((row) => row.type).sort();

describe('each event writes the right notices for the right people', () => {
  it('a booking paid by card: the guest is confirmed, the host booked and paid', async () => {
    const { owner, property } = await createBookableHome(t.app, t.mailer, admin);
    const user = await createUser(t.app, t.mailer);
    const ownerBefore = await noticesOf(owner.id);
    const ownerUnreadBefore = ownerBefore.filter((row) => row.readAt === null).length;
    const { bookingId } = await bookByCard(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 20),
    });
    expect(await typesOf(user.id)).toEqual(['booking_confirmed']);
    const ownerNew = newSince(ownerBefore, await noticesOf(owner.id));
    expect(ownerNew.map((row) => row.type).sort()).toEqual([
      'booking_confirmed',
      'payment_received',
    ]);
    const [guestNotice] = await noticesOf(user.id);
    expect(guestNotice).toMatchObject({
      bookingId,
      link: `/user/bookings/${bookingId}`,
      title: expect.stringContaining(property.title),
    });
    expect(ownerNew.every((row) => row.link === `/owner/bookings/${bookingId}`)).toBe(true);
    // The guest paid: their receipt is filed as read; the host's notices ring the bell.
    expect(guestNotice!.readAt).not.toBeNull();
    expect(ownerNew.every((row) => row.readAt === null)).toBe(true);
    // Live, after the commit: each to its own person, with the count.
    expect(live.to(user.id, REALTIME_EVENTS.notificationNew)).toHaveLength(1);
    expect(live.to(user.id, REALTIME_EVENTS.notificationNew)[0]!.payload).toMatchObject({
      notification: { id: guestNotice!.id, read: true },
      unreadCount: 0,
    });
    const hostEvents = live.to(owner.id, REALTIME_EVENTS.notificationNew);
    expect(hostEvents.at(-1)!.payload).toMatchObject({ unreadCount: ownerUnreadBefore + 2 });
  });

  it('a booking paid from the wallet: the same notices, live with counts made in the same call', async () => {
    const { owner, property } = await createBookableHome(t.app, t.mailer, admin);
    const user = await createUser(t.app, t.mailer);
    const ownerBefore = await noticesOf(owner.id);
    const ownerUnreadBefore = ownerBefore.filter((row) => row.readAt === null).length;
    const { bookingId } = await bookByWallet(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 25),
    });
    const guestNotices = (await noticesOf(user.id)).filter((row) => row.bookingId === bookingId);
    expect(guestNotices.map((row) => row.type)).toEqual(['booking_confirmed']);
    expect(guestNotices[0]!.readAt).not.toBeNull();
    const ownerNew = newSince(ownerBefore, await noticesOf(owner.id));
    expect(ownerNew.map((row) => row.type).sort()).toEqual([
      'booking_confirmed',
      'payment_received',
    ]);
    const guestEvents = live.to(user.id, REALTIME_EVENTS.notificationNew);
    expect(guestEvents.at(-1)!.payload).toMatchObject({
      notification: { id: guestNotices[0]!.id, read: true },
      unreadCount: (await noticesOf(user.id)).filter((row) => row.readAt === null).length,
    });
    const hostEvents = live.to(owner.id, REALTIME_EVENTS.notificationNew);
    expect(hostEvents.slice(-2).map((event) => event.payload)).toEqual([
      expect.objectContaining({ unreadCount: ownerUnreadBefore + 2 }),
      expect.objectContaining({ unreadCount: ownerUnreadBefore + 2 }),
    ]);
  });

  it('a wallet booking cancelled by the guest: both told, worded for each', async () => {
    const { owner, property } = await createBookableHome(t.app, t.mailer, admin);
    const user = await createUser(t.app, t.mailer);
    const { bookingId } = await bookByWallet(t.app, user, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 30),
    });
    expect((await cancelBooking(t.app, user, 'user', bookingId)).statusCode).toBe(200);
    const guest = (await noticesOf(user.id)).filter((row) => row.type === 'booking_cancelled');
    const host = (await noticesOf(owner.id)).filter((row) => row.type === 'booking_cancelled');
    expect(guest).toHaveLength(1);
    expect(host).toHaveLength(1);
    expect(guest[0]!.body).toMatch(/You cancelled your stay.*refunded to your Nestly wallet/);
    expect(host[0]!.body).toMatch(/cancelled the stay/);
  });

  it('owner approval, plan, listing moderation and reviews each notify the owner once', async () => {
    const owner = await createOwner(t.app, t.mailer, { approved: false });
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/owners/approve/${owner.id}`,
      headers: admin.auth,
    });
    expect(approve.statusCode).toBe(200);
    await buyPlan(t.app, owner, 'Basic');
    const listing = await createListing(t.app, owner);
    const reject = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/properties/reject/${listing.id}`,
      headers: admin.auth,
      payload: { reason: 'Photos are blurry' },
    });
    expect(reject.statusCode).toBe(200);
    expect(await typesOf(owner.id)).toEqual(['listing_rejected', 'owner_approved', 'plan_bought']);
    const rejected = (await noticesOf(owner.id)).find((row) => row.type === 'listing_rejected');
    expect(rejected).toMatchObject({
      propertyId: listing.id,
      link: `/owner/property/${listing.id}`,
      body: expect.stringContaining('Photos are blurry'),
    });
  });

  it('a change that rolls back leaves no notice and publishes nothing', async () => {
    const user = await createUser(t.app, t.mailer);
    const sentBefore = live.sent.length;
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.notifications.raise(tx, { type: 'owner_approved', ownerId: user.id });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await noticesOf(user.id)).toEqual([]);
    expect(live.sent.length).toBe(sentBefore);
  });
});

describe('the plan-ending reminder', () => {
  it('runs once per plan, and not for a plan with another queued after it', async () => {
    const owner = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, owner, 'Basic');
    const queued = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, queued, 'Basic');
    await buyPlan(t.app, queued, 'Basic');
    t.clock.advance(28 * 86_400_000);
    try {
      await t.app.jobs.runRecurring();
      await t.app.jobs.runRecurring();
    } finally {
      t.clock.set(new Date());
    }
    expect((await typesOf(owner.id)).filter((type) => type === 'plan_ending')).toHaveLength(1);
    expect(await typesOf(queued.id)).not.toContain('plan_ending');
  });
});
