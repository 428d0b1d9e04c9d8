import { describe, expect, it } from 'vitest';
import { createOwner, createUser } from '../../test/factories/accounts';
import { bookByWallet, daysFromNow, setUpBookingWorld } from '../../test/factories/bookings';
import { listConversations, readThread, sendMessage } from '../../test/factories/chat';
import { createListing } from '../../test/factories/listings';

/**
 * Issue 23, item 7: a tenant could message about a pending or blocked listing (its title, rent and
 * photo then showed in the thread) and could write to an owner still awaiting approval. Both are
 * refused with a clear 403; a guest who booked a home may still talk about it.
 */
const { t, admin, home } = setUpBookingWorld();

const blockListing = async (propertyId: string, status: 'blocked' | 'active') => {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/properties/status/${propertyId}`,
    headers: admin.auth,
    payload: { status },
  });
  expect(response.statusCode).toBe(200);
};

/** An owner's listed home and a tenant who booked a month there. */
const bookedStay = async () => {
  const { owner, property } = await home();
  const user = await createUser(t.app, t.mailer);
  await bookByWallet(t.app, user, {
    propertyId: property.id,
    moveInDate: daysFromNow(t.clock, 20),
    rentalPeriod: 1,
  });
  return { owner, property, user };
};

const expectRefusedAbout = (
  response: { statusCode: number; json: () => { code: string; message: string } },
  pattern: RegExp,
) => {
  expect(response.statusCode).toBe(403);
  expect(response.json().code).toBe('FORBIDDEN');
  expect(response.json().message).toMatch(pattern);
};

describe('messages about homes that are not listed', () => {
  it('refuses a message about a pending listing, and shows nothing of it', async () => {
    const { owner } = await home();
    const pending = await createListing(t.app, owner, { title: 'Secret pending villa' });
    const user = await createUser(t.app, t.mailer);
    const sent = await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      propertyId: pending.id,
      text: 'Is this one free?',
    });
    expectRefusedAbout(sent, /not listed right now/);
    expect(sent.json().details).toEqual([{ field: 'propertyId', message: 'Home not listed' }]);
    const thread = await readThread(t.app, 'user', user, owner.id, { propertyId: pending.id });
    expectRefusedAbout(thread, /not listed right now/);
    expect(thread.body).not.toContain('Secret pending villa');
    expect((await listConversations(t.app, 'user', user)).json().data).toEqual([]);
  });

  it('refuses a message about a blocked listing, and accepts it again once unblocked', async () => {
    const { owner, property } = await home();
    const user = await createUser(t.app, t.mailer);
    await blockListing(property.id, 'blocked');
    const fields = { receiver: owner.id, propertyId: property.id, text: 'Still available?' };
    expectRefusedAbout(await sendMessage(t.app, 'user', user, fields), /blocked/);
    await blockListing(property.id, 'active');
    expect((await sendMessage(t.app, 'user', user, fields)).statusCode).toBe(201);
  });

  it('lets a guest who booked a home talk about it after it was blocked', async () => {
    const { owner, property, user } = await bookedStay();
    await blockListing(property.id, 'blocked');
    const sent = await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      propertyId: property.id,
      text: 'About my stay: what time can I check in?',
    });
    expect(sent.statusCode).toBe(201);
    expect(
      (await readThread(t.app, 'user', user, owner.id, { propertyId: property.id })).statusCode,
    ).toBe(200);
  });

  it('refuses an owner naming their own pending listing to a guest', async () => {
    const { owner, user } = await bookedStay();
    const pending = await createListing(t.app, owner, { title: 'Not yet reviewed' });
    const sent = await sendMessage(t.app, 'owner', owner, {
      receiver: user.id,
      propertyId: pending.id,
      text: 'You might like my new place too.',
    });
    expectRefusedAbout(sent, /not listed right now/);
  });
});

describe('messages to owners who are not approved', () => {
  it('refuses a message to a pending owner, and a new thread with them', async () => {
    const pendingOwner = await createOwner(t.app, t.mailer, { approved: false });
    const user = await createUser(t.app, t.mailer);
    const sent = await sendMessage(t.app, 'user', user, {
      receiver: pendingOwner.id,
      text: 'Hello, do you have homes?',
    });
    expectRefusedAbout(sent, /until Nestly has approved their account/);
    expect(sent.json().details).toEqual([{ field: 'receiver', message: 'Owner not approved' }]);
    expectRefusedAbout(
      await readThread(t.app, 'user', user, pendingOwner.id),
      /until Nestly has approved/,
    );
  });
});
