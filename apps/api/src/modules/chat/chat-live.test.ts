import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, type MessageNewEvent, type MessageReadEvent } from '@nestly/shared';
import { createOwner, createUser, loginAdmin } from '../../test/factories/accounts';
import { markConversationRead, sendMessage } from '../../test/factories/chat';
import { buyPlan, createApprovedListing } from '../../test/factories/listings';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { nextEvent, open, outcome } from '../../test/helpers/live-sockets';
import { replyTimeBand } from './service';

/**
 * Issue 10 over real sockets: a message reaches only the two participants' tabs (the sender's
 * other tabs too), the read receipt reaches the sender, typing reaches the other side only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** Resolves true if `event` arrives within the window, false otherwise. */
const hears = (socket: ReturnType<typeof open>, event: string, windowMs = 600) =>
  nextEvent(socket, event, windowMs).then(
    () => true,
    () => false,
  );

const connected = async (token: string) => {
  const socket = open(t, { token });
  expect(await outcome(socket)).toBe('connected');
  return socket;
};

describe('chat live', () => {
  it('delivers message:new to both participants only, and message:read to the sender', async () => {
    const user = await createUser(t.app, t.mailer);
    const owner = await createOwner(t.app, t.mailer);
    const stranger = await createUser(t.app, t.mailer);
    const [userTab, userOtherTab, ownerTab, strangerTab] = await Promise.all([
      connected(user.token),
      connected(user.token),
      connected(owner.token),
      connected(stranger.token),
    ]);

    const toOwner = nextEvent<MessageNewEvent>(ownerTab, REALTIME_EVENTS.messageNew);
    const toOtherTab = nextEvent<MessageNewEvent>(userOtherTab, REALTIME_EVENTS.messageNew);
    const strangerHears = hears(strangerTab, REALTIME_EVENTS.messageNew);
    const sent = await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Live hello' });
    expect(sent.statusCode).toBe(201);
    const event = await toOwner;
    expect(event.message).toMatchObject({ id: sent.json().data.id, text: 'Live hello' });
    expect(event.conversation).toMatchObject({
      id: sent.json().data.conversationId,
      unreadCount: 1,
      user: { id: user.id },
    });
    // The sender's own tabs see it as read-by-them: nothing unread for them.
    expect((await toOtherTab).conversation.unreadCount).toBe(0);
    expect(await strangerHears).toBe(false);

    const receipt = nextEvent<MessageReadEvent>(userTab, REALTIME_EVENTS.messageRead);
    await markConversationRead(t.app, 'owner', owner, sent.json().data.conversationId);
    expect(await receipt).toMatchObject({
      conversationId: sent.json().data.conversationId,
      readerId: owner.id,
    });
  });

  it('relays typing to the other participant, never to a stranger or from one', async () => {
    const user = await createUser(t.app, t.mailer);
    const owner = await createOwner(t.app, t.mailer);
    const stranger = await createUser(t.app, t.mailer);
    const sent = await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Hi' });
    const conversationId = sent.json().data.conversationId as string;
    const [userTab, ownerTab, strangerTab] = await Promise.all([
      connected(user.token),
      connected(owner.token),
      connected(stranger.token),
    ]);

    const typing = nextEvent<{ conversationId: string; userId: string }>(
      ownerTab,
      REALTIME_EVENTS.typing,
    );
    userTab.emit(REALTIME_EVENTS.typing, { conversationId });
    expect(await typing).toEqual({ conversationId, userId: user.id });

    // A stranger naming the conversation, or a malformed payload, reaches nobody.
    const ownerHears = hears(ownerTab, REALTIME_EVENTS.typing);
    const userHears = hears(userTab, REALTIME_EVENTS.typing);
    strangerTab.emit(REALTIME_EVENTS.typing, { conversationId });
    strangerTab.emit(REALTIME_EVENTS.typing, { conversationId: 'nope', extra: true });
    expect(await ownerHears).toBe(false);
    expect(await userHears).toBe(false);
  });
});

describe('owner reply time', () => {
  it('bands the median first reply; too few conversations say nothing', () => {
    expect(replyTimeBand([60, 120])).toBeNull();
    expect(replyTimeBand([60, 1_800, 3_000])).toBe('within_an_hour');
    expect(replyTimeBand([60, 4 * 3_600, 5 * 3_600])).toBe('within_a_few_hours');
    expect(replyTimeBand([20 * 3_600, 20 * 3_600, 60])).toBe('within_a_day');
    // Unanswered conversations count as slow.
    expect(replyTimeBand([60, null, null])).toBe('in_a_few_days');
  });

  it('shows on the tenant’s property page once three guests have been answered', async () => {
    const admin = await loginAdmin(t.app);
    const owner = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, owner, 'Basic');
    const property = await createApprovedListing(t.app, owner, admin);
    const page = async (viewer: { auth: Record<string, string> }) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/user/property/${property.id}`,
          headers: viewer.auth,
        })
      ).json().property;

    const guests = await Promise.all([1, 2, 3].map(() => createUser(t.app, t.mailer)));
    expect((await page(guests[0]!)).ownerReplyTime).toBeNull();
    for (const guest of guests) {
      await sendMessage(t.app, 'user', guest, {
        receiver: owner.id,
        propertyId: property.id,
        text: 'Hi',
      });
      // Ten minutes later (within the access tokens' 15), the owner answers.
      t.clock.advance(10 * 60_000);
      const reply = await sendMessage(t.app, 'owner', owner, {
        receiver: guest.id,
        text: 'Hello!',
      });
      expect(reply.statusCode).toBe(201);
      t.clock.set(new Date());
    }
    expect((await page(guests[0]!)).ownerReplyTime).toBe('within_an_hour');
  });
});
