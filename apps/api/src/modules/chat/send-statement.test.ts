import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, REALTIME_EVENTS, type MessageNewEvent } from '@nestly/shared';
import { createOwner, createUser, loginAdmin } from '../../test/factories/accounts';
import { markConversationRead, sendMessage } from '../../test/factories/chat';
import { buyPlan, createApprovedListing } from '../../test/factories/listings';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { nextEvent, open, outcome } from '../../test/helpers/live-sockets';
import { storeMessage } from './send-repo';

/**
 * The one statement that stores a message (chat/sql/chat_send_message.sql, decision 016 "One statement per send"):
 * what it writes, what a retry leaves alone, and that the live events carry the counts it answers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const rowsOf = async <Row>(statement: ReturnType<typeof sql>) =>
  ((await t.db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** The owner's chat notices and their e-mail jobs. */
const noticesOf = async (recipientId: string) =>
  rowsOf<{ id: string; body: string; read_at: Date | null; jobs: number }>(sql`
    select n.id, n.body, n.read_at,
      (select count(*)::int from jobs j where j.payload->>'notificationId' = n.id::text) as jobs
    from notifications n
    where n.recipient_id = ${recipientId} and n.type = 'new_message'
    order by n.created_at`);

const notice = { title: 'New message', body: 'Hello', link: '/owner/chat', emailAt: new Date() };

describe('the send statement', () => {
  it('keeps one unread notice per conversation with one e-mail job, and a new one once read', async () => {
    const user = await createUser(t.app, t.mailer);
    const owner = await createOwner(t.app, t.mailer);
    for (const text of ['One', 'Two', 'Three']) {
      expect(
        (await sendMessage(t.app, 'user', user, { receiver: owner.id, text })).statusCode,
      ).toBe(201);
    }
    const [only] = await noticesOf(owner.id);
    expect(await noticesOf(owner.id)).toEqual([{ ...only, body: 'Three', read_at: null, jobs: 1 }]);

    const last = await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Four' });
    await markConversationRead(t.app, 'owner', owner, last.json().data.conversationId);
    await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Five' });
    const notices = await noticesOf(owner.id);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({ id: only!.id, body: 'Four', jobs: 1 });
    expect(notices[0]!.read_at).not.toBeNull();
    expect(notices[1]).toMatchObject({ body: 'Five', read_at: null, jobs: 1 });
  });

  it('writes nothing more for a client id already stored, even past the check', async () => {
    const user = await createUser(t.app, t.mailer);
    const owner = await createOwner(t.app, t.mailer);
    const input = {
      userId: user.id,
      ownerId: owner.id,
      senderId: user.id,
      propertyId: null,
      clientId: randomUUID(),
      attachment: null,
      now: new Date(),
    };
    const first = await storeMessage(t.db, { ...input, text: 'Stored', notice });
    expect(first.message).toMatchObject({ text: 'Stored', clientId: input.clientId });
    const [unread] = await rowsOf<{ count: number }>(sql`select count(*)::int as count
      from notifications where recipient_id = ${owner.id} and read_at is null and deleted_at is null`);
    expect(first.message && first).toMatchObject({
      unread: { user: 0, owner: 1 },
      notice: { unreadCount: unread!.count },
    });
    // A retry that raced past the check: the statement stores nothing and changes no notice.
    const again = await storeMessage(t.db, {
      ...input,
      text: 'Stored again',
      notice: { ...notice, body: 'Stored again' },
    });
    expect(again.message).toBeNull();
    expect(again.conversation.id).toBe(first.conversation.id);
    const [stored] = await rowsOf<{ count: number }>(
      sql`select count(*)::int as count from messages where sender_id = ${user.id}`,
    );
    expect(stored!.count).toBe(1);
    expect(await noticesOf(owner.id)).toMatchObject([{ body: 'Hello', jobs: 1 }]);
  });

  it('sends the live events with the counts it answered and the home the message names', async () => {
    const admin = await loginAdmin(t.app);
    const owner = await createOwner(t.app, t.mailer);
    await buyPlan(t.app, owner, 'Basic');
    const property = await createApprovedListing(t.app, owner, admin);
    const user = await createUser(t.app, t.mailer);
    const ownerTab = open(t, { token: owner.token });
    expect(await outcome(ownerTab)).toBe('connected');

    const message = nextEvent<MessageNewEvent>(ownerTab, REALTIME_EVENTS.messageNew);
    const noticed = nextEvent<{
      notification: { type: string; body: string };
      unreadCount: number;
    }>(ownerTab, REALTIME_EVENTS.notificationNew);
    await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      propertyId: property.id,
      text: 'About your home',
    });
    expect((await message).conversation).toMatchObject({
      unreadCount: 1,
      property: { id: property.id, title: property.title },
      user: { id: user.id },
      owner: { id: owner.id },
    });
    const first = await noticed;
    expect(first.notification).toMatchObject({ type: 'new_message', body: 'About your home' });
    const unreadBefore = first.unreadCount;
    expect(unreadBefore).toBeGreaterThanOrEqual(1);

    // The second message updates the same notice: the count stays; the home is remembered.
    const second = nextEvent<MessageNewEvent>(ownerTab, REALTIME_EVENTS.messageNew);
    const noticedAgain = nextEvent<{ unreadCount: number }>(
      ownerTab,
      REALTIME_EVENTS.notificationNew,
    );
    await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Still there?' });
    expect((await second).conversation).toMatchObject({
      unreadCount: 2,
      property: { id: property.id },
    });
    expect((await noticedAgain).unreadCount).toBe(unreadBefore);

    // The owner's reply tells the tenant, linking to the thread about the remembered home.
    await sendMessage(t.app, 'owner', owner, { receiver: user.id, text: 'Yes, it is free' });
    const tenantNotices = (
      await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: user.auth })
    ).json().data;
    expect(tenantNotices).toContainEqual(
      expect.objectContaining({
        type: 'new_message',
        body: 'Yes, it is free',
        link: paths.user.chatThread.getHref(property.id, owner.id),
        read: false,
      }),
    );
  });
});
