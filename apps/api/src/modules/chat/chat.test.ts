import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES_PER_MINUTE } from '@nestly/shared';
import { createOwner, createUser, loginAdmin } from '../../test/factories/accounts';
import { bookByWallet, daysFromNow, setUpBookingWorld } from '../../test/factories/bookings';
import {
  listConversations,
  markConversationRead,
  readThread,
  sendMessage,
} from '../../test/factories/chat';
import { createApprovedListing } from '../../test/factories/listings';
import { PDF_BYTES } from '../../test/helpers/multipart';
import { fieldsOf } from '../../test/helpers/responses';

/**
 * Issue 10: every chat call, for the two participants, a stranger and each refused role; bad
 * input; idempotent retries; cursor paging; unread counts and mark-as-read.
 */
const { t, admin, home } = setUpBookingWorld();

/** A tenant, and an owner with a bookable home, who have not talked yet. */
const pair = async () => {
  const { owner, property } = await home();
  const user = await createUser(t.app, t.mailer);
  return { owner, property, user };
};

const jpegWithLocation = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Person' }, IFD3: { GPSLatitude: '19/1 4/1 0/1' } })
    .toBuffer();

describe('sending and reading', () => {
  it('a tenant writes about a home; the owner reads the backlog, replies; both inboxes agree', async () => {
    const { owner, property, user } = await pair();
    const first = await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      propertyId: property.id,
      text: 'Hi! Is the flat available from March?\nWe are two.',
    });
    expect(first.statusCode).toBe(201);
    const message = first.json().data;
    expect(message).toMatchObject({
      senderId: user.id,
      text: 'Hi! Is the flat available from March?\nWe are two.',
      attachment: null,
      readAt: null,
    });
    expect(first.json().contactNotice).toBe(false);

    const inbox = await listConversations(t.app, 'owner', owner);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().unreadCount).toBe(1);
    expect(inbox.json().data).toEqual([
      expect.objectContaining({
        id: message.conversationId,
        user: expect.objectContaining({ id: user.id }),
        owner: expect.objectContaining({ id: owner.id }),
        property: expect.objectContaining({ id: property.id, title: property.title }),
        lastMessage: expect.objectContaining({ id: message.id }),
        unreadCount: 1,
      }),
    ]);

    const thread = await readThread(t.app, 'owner', owner, user.id);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data.messages.map((m: { id: string }) => m.id)).toEqual([message.id]);
    expect(thread.json().data.counterpart.id).toBe(user.id);

    const read = await markConversationRead(t.app, 'owner', owner, message.conversationId);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ data: { updated: 1 }, unreadCount: 0 });
    // Reading twice changes nothing.
    expect(
      (await markConversationRead(t.app, 'owner', owner, message.conversationId)).json(),
    ).toMatchObject({ data: { updated: 0, readAt: null }, unreadCount: 0 });

    const reply = await sendMessage(t.app, 'owner', owner, {
      receiver: user.id,
      text: 'Yes it is!',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.conversationId).toBe(message.conversationId);

    const userThread = (await readThread(t.app, 'user', user, owner.id)).json().data;
    expect(userThread.messages.map((m: { text: string }) => m.text)).toEqual([
      'Hi! Is the flat available from March?\nWe are two.',
      'Yes it is!',
    ]);
    expect(userThread.messages[0].readAt).not.toBeNull();
    expect(userThread.conversation.unreadCount).toBe(1);
    const userInbox = (await listConversations(t.app, 'user', user)).json();
    expect(userInbox.unreadCount).toBe(1);
    expect(userInbox.data[0].lastMessage.text).toBe('Yes it is!');
  });

  it('keeps one conversation per pair, remembering the home it was last about', async () => {
    const { owner, property, user } = await pair();
    const second = await createApprovedListing(t.app, owner, admin, { title: 'Second home' });
    await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      propertyId: property.id,
      text: 'One',
    });
    await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      propertyId: second.id,
      text: 'Two',
    });
    await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Three' });
    const inbox = (await listConversations(t.app, 'user', user)).json().data;
    expect(inbox).toHaveLength(1);
    expect(inbox[0].property.id).toBe(second.id);
  });

  it('pages by cursor: the newest first, then older ones, none repeated or skipped', async () => {
    const { owner, user } = await pair();
    const sent: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const response = await sendMessage(t.app, 'user', user, {
        receiver: owner.id,
        text: `Message ${index}`,
      });
      sent.push(response.json().data.id);
    }
    const first = (await readThread(t.app, 'owner', owner, user.id, { limit: '3' })).json().data;
    expect(first.messages.map((m: { id: string }) => m.id)).toEqual(sent.slice(4));
    expect(first.nextCursor).toBe(sent[4]);
    const second = (
      await readThread(t.app, 'owner', owner, user.id, { limit: '3', before: first.nextCursor })
    ).json().data;
    expect(second.messages.map((m: { id: string }) => m.id)).toEqual(sent.slice(1, 4));
    const last = (
      await readThread(t.app, 'owner', owner, user.id, { limit: '3', before: second.nextCursor })
    ).json().data;
    expect(last.messages.map((m: { id: string }) => m.id)).toEqual(sent.slice(0, 1));
    expect(last.nextCursor).toBeNull();
    // A cursor from another conversation is refused, naming the field.
    const other = await pair();
    const foreign = await sendMessage(t.app, 'user', other.user, {
      receiver: other.owner.id,
      text: 'x',
    });
    const refused = await readThread(t.app, 'owner', owner, user.id, {
      before: foreign.json().data.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('before');
    expect((await readThread(t.app, 'owner', owner, user.id, { limit: '101' })).statusCode).toBe(
      400,
    );
  });

  it('answers an empty thread, with the home and the owner, before the first message', async () => {
    const { owner, property, user } = await pair();
    const thread = await readThread(t.app, 'user', user, owner.id, { propertyId: property.id });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data).toMatchObject({
      conversation: null,
      messages: [],
      nextCursor: null,
      counterpart: { id: owner.id },
      property: { id: property.id },
      bookings: [],
    });
  });

  it('a retry with the same client id never posts twice', async () => {
    const { owner, user } = await pair();
    const clientId = randomUUID();
    const first = await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      text: 'Once',
      clientId,
    });
    const retry = await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      text: 'Once',
      clientId,
    });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    // Even when both arrive at once.
    const racing = randomUUID();
    const both = await Promise.all(
      [1, 2].map(() =>
        sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Race', clientId: racing }),
      ),
    );
    expect(new Set(both.map((response) => response.json().data.id)).size).toBe(1);
    const thread = (await readThread(t.app, 'owner', owner, user.id)).json().data;
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual(['Once', 'Race']);
  });
});

describe('the booking beside the thread, and contact details before booking', () => {
  it('shows their bookings, lets the owner write first to a guest who booked, and stops the contact notice once booked', async () => {
    const { owner, property, user } = await pair();
    const early = await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      propertyId: property.id,
      text: 'Call me on +91 98765 43210 or mail asha@example.com',
    });
    expect(early.json().contactNotice).toBe(true);

    const stranger = await createUser(t.app, t.mailer);
    const uninvited = await sendMessage(t.app, 'owner', owner, {
      receiver: stranger.id,
      text: 'Hi',
    });
    expect(uninvited.statusCode).toBe(403);
    expect((await readThread(t.app, 'owner', owner, stranger.id)).statusCode).toBe(404);

    const guest = await createUser(t.app, t.mailer);
    const { bookingId } = await bookByWallet(t.app, guest, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 40),
    });
    const hostFirst = await sendMessage(t.app, 'owner', owner, {
      receiver: guest.id,
      text: 'Welcome! My number is 98765 43210.',
    });
    expect(hostFirst.statusCode).toBe(201);
    expect(hostFirst.json().contactNotice).toBe(false);
    const thread = (await readThread(t.app, 'user', guest, owner.id)).json().data;
    expect(thread.bookings).toEqual([
      expect.objectContaining({ id: bookingId, propertyId: property.id, status: 'confirmed' }),
    ]);
  });
});

describe('attachments', () => {
  it('stores a photo re-encoded without its metadata, served only to the two as a download', async () => {
    const { owner, user } = await pair();
    const sent = await sendMessage(
      t.app,
      'user',
      user,
      { receiver: owner.id },
      { fileName: '../../holiday.jpg', contentType: 'image/jpeg', body: await jpegWithLocation() },
    );
    expect(sent.statusCode).toBe(201);
    const attachment = sent.json().data.attachment;
    expect(attachment).toMatchObject({ name: 'holiday.jpg', type: 'image/jpeg' });
    expect(attachment.url).toMatch(/^\/api\/chat\/attachments\//);

    const served = await t.app.inject({ method: 'GET', url: attachment.url, headers: owner.auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.length).toBe(attachment.size);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'GET', url: attachment.url, headers: user.auth })).statusCode,
    ).toBe(200);

    const stranger = await createUser(t.app, t.mailer);
    const otherOwner = await createOwner(t.app, t.mailer);
    const adminView = await loginAdmin(t.app);
    for (const person of [stranger, otherOwner]) {
      expect(
        (await t.app.inject({ method: 'GET', url: attachment.url, headers: person.auth }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: attachment.url, headers: adminView.auth }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: attachment.url })).statusCode).toBe(401);
    // Never under the public uploads.
    expect((await t.app.inject({ method: 'GET', url: '/uploads/chat/' })).statusCode).toBe(404);
  });

  it('keeps a PDF as sent', async () => {
    const { owner, user } = await pair();
    const sent = await sendMessage(
      t.app,
      'user',
      user,
      { receiver: owner.id, text: 'My ID' },
      { fileName: 'aadhaar.pdf', contentType: 'application/pdf', body: PDF_BYTES },
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.attachment).toMatchObject({
      name: 'aadhaar.pdf',
      type: 'application/pdf',
      size: PDF_BYTES.length,
    });
  });
});

describe('refusals', () => {
  it('refuses bad input with the field at fault', async () => {
    const { owner, user } = await pair();
    const cases: [Record<string, string>, string][] = [
      [{ receiver: owner.id }, 'text'],
      [{ receiver: owner.id, text: '   ' }, 'text'],
      [{ receiver: owner.id, text: 'x'.repeat(2_001) }, 'text'],
      [{ receiver: 'not-an-id', text: 'Hi' }, 'receiver'],
      [{ receiver: owner.id, text: 'Hi', colour: 'red' }, 'body'],
      [{ receiver: owner.id, text: 'Hi', clientId: 'a b' }, 'clientId'],
    ];
    for (const [fields, field] of cases) {
      const response = await sendMessage(t.app, 'user', user, fields);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    const nul = await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      text: 'Hi\u0000there',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details[0].field).toBe('text');

    const big = await sendMessage(
      t.app,
      'user',
      user,
      { receiver: owner.id },
      {
        fileName: 'big.pdf',
        contentType: 'application/pdf',
        body: Buffer.concat([PDF_BYTES, Buffer.alloc(6 * 1024 * 1024, 32)]),
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().details[0].field).toBe('attachment');

    const renamed = await sendMessage(
      t.app,
      'user',
      user,
      { receiver: owner.id },
      {
        fileName: 'photo.jpg',
        contentType: 'image/jpeg',
        body: Buffer.from('#!/bin/sh\necho not an image\n'),
      },
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().details[0].field).toBe('attachment');
    // Nothing of the refused sends was stored.
    expect((await listConversations(t.app, 'user', user)).json().data).toEqual([]);
  });

  it('answers 404 to strangers and 403 to the wrong roles; admins can neither send nor read', async () => {
    const { owner, user } = await pair();
    const sent = (
      await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Private' })
    ).json().data;
    const stranger = await createUser(t.app, t.mailer);
    const otherOwner = await createOwner(t.app, t.mailer);
    const adminPerson = await loginAdmin(t.app);

    // Reading someone else's conversation by naming them as the sender.
    const spying = await t.app.inject({
      method: 'GET',
      url: `/api/user/conversation?sender=${user.id}&receiver=${owner.id}`,
      headers: stranger.auth,
    });
    expect(spying.statusCode).toBe(404);
    expect(
      (await markConversationRead(t.app, 'user', stranger, sent.conversationId)).statusCode,
    ).toBe(404);
    expect(
      (await markConversationRead(t.app, 'owner', otherOwner, sent.conversationId)).statusCode,
    ).toBe(404);
    expect((await listConversations(t.app, 'user', stranger)).json().data).toEqual([]);
    // A tenant cannot write to a tenant, nor an owner to an owner.
    expect(
      (await sendMessage(t.app, 'user', user, { receiver: stranger.id, text: 'Hi' })).statusCode,
    ).toBe(404);
    expect(
      (await sendMessage(t.app, 'owner', owner, { receiver: otherOwner.id, text: 'Hi' }))
        .statusCode,
    ).toBe(404);
    // A home that is not the receiver's.
    const { property: foreignHome } = await home();
    const wrongHome = await sendMessage(t.app, 'user', user, {
      receiver: owner.id,
      propertyId: foreignHome.id,
      text: 'Hi',
    });
    expect(wrongHome.statusCode).toBe(404);

    // Roles: a user token on owner calls and the other way round, and the admin everywhere.
    expect((await listConversations(t.app, 'owner', user)).statusCode).toBe(403);
    expect((await listConversations(t.app, 'user', owner)).statusCode).toBe(403);
    expect(
      (await sendMessage(t.app, 'user', adminPerson, { receiver: owner.id, text: 'Hi' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await sendMessage(t.app, 'owner', adminPerson, { receiver: user.id, text: 'Hi' }))
        .statusCode,
    ).toBe(403);
    expect((await listConversations(t.app, 'user', adminPerson)).statusCode).toBe(403);
    expect((await readThread(t.app, 'owner', adminPerson, user.id)).statusCode).toBe(403);
    expect(
      (await listConversations(t.app, 'user', { ...user, auth: { authorization: 'Bearer nope' } }))
        .statusCode,
    ).toBe(401);
  });

  it('a blocked person can no longer send, and nobody can write to them', async () => {
    const { owner, user } = await pair();
    await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Hello' });
    const block = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/status/${user.id}`,
      headers: admin.auth,
      payload: { status: 'blocked' },
    });
    expect(block.statusCode).toBe(200);
    expect(
      (await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Again' })).statusCode,
    ).toBe(403);
    expect(
      (await sendMessage(t.app, 'owner', owner, { receiver: user.id, text: 'Reply' })).statusCode,
    ).toBe(403);
  });

  it(`limits a sender to ${MESSAGES_PER_MINUTE} messages a minute`, async () => {
    const { owner, user } = await pair();
    const answers: number[] = [];
    for (let index = 0; index <= MESSAGES_PER_MINUTE; index += 1) {
      answers.push(
        (await sendMessage(t.app, 'user', user, { receiver: owner.id, text: `${index}` }))
          .statusCode,
      );
    }
    expect(answers.slice(0, MESSAGES_PER_MINUTE).every((status) => status === 201)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('notices of new messages', () => {
  it('keeps one unread "new messages" notice per conversation, read with the messages', async () => {
    const { owner, user } = await pair();
    await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'First' });
    const sent = await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Second' });
    const notices = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/owner/notifications', headers: owner.auth })
      ).json();
    const before = await notices();
    const chatNotices = before.data.filter((n: { type: string }) => n.type === 'new_message');
    expect(chatNotices).toHaveLength(1);
    expect(chatNotices[0]).toMatchObject({
      body: 'Second',
      read: false,
      link: `/owner/chat?with=${user.id}`,
    });
    await markConversationRead(t.app, 'owner', owner, sent.json().data.conversationId);
    const after = await notices();
    expect(after.data.find((n: { type: string }) => n.type === 'new_message').read).toBe(true);
    // Read within 15 minutes: no e-mail goes out for it.
    t.clock.advance(16 * 60_000);
    await t.mailer.settle();
    expect(
      t.mailer.sent.filter((mail) => mail.to === owner.email && /New message/.test(mail.subject)),
    ).toEqual([]);
  });

  it('e-mails a message still unread after 15 minutes, once', async () => {
    const { owner, user } = await pair();
    await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Are you there?' });
    await sendMessage(t.app, 'user', user, { receiver: owner.id, text: 'Hello?' });
    await t.mailer.settle();
    const mailsTo = () =>
      t.mailer.sent.filter((mail) => mail.to === owner.email && /New message/.test(mail.subject));
    expect(mailsTo()).toEqual([]);
    t.clock.advance(16 * 60_000);
    await t.mailer.settle();
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]!.text).toContain('Hello?');
  });
});
