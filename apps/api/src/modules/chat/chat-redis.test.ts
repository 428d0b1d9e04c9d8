import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, type MessageNewEvent, type MessageReadEvent } from '@nestly/shared';
import { createOwner, createUser } from '../../test/factories/accounts';
import { markConversationRead, sendMessage } from '../../test/factories/chat';
import { twoAppsSharingRedis } from '../../test/helpers/two-apps-with-redis';
import { nextEvent, open, outcome } from '../../test/helpers/live-sockets';

/** A step that fails with its name after `ms` rather than leaving the test to time out silent. */
const step = <T>(name: string, work: Promise<T>, ms = 15_000) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${name}: nothing within ${ms} ms`)), ms).unref(),
    ),
  ]);

/** Issue 10 across processes: two API instances share a database and Redis. */
describe('chat across two API processes sharing Redis', () => {
  const apps = twoAppsSharingRedis();

  it('a message sent through one reaches the owner on the other, and the receipt comes back', async () => {
    const user = await step('user signs up', createUser(apps.first.app, apps.first.mailer));
    const owner = await step('owner signs up', createOwner(apps.first.app, apps.first.mailer));
    const ownerTab = open(apps.second, { token: owner.token });
    const userTab = open(apps.second, { token: user.token });
    expect(await outcome(ownerTab)).toBe('connected');
    expect(await outcome(userTab)).toBe('connected');

    const arrives = nextEvent<MessageNewEvent>(ownerTab, REALTIME_EVENTS.messageNew);
    const sent = await step(
      'message sent',
      sendMessage(apps.first.app, 'user', user, { receiver: owner.id, text: 'Across' }),
    );
    expect(sent.statusCode).toBe(201);
    expect((await arrives).message.id).toBe(sent.json().data.id);

    const receipt = nextEvent<MessageReadEvent>(userTab, REALTIME_EVENTS.messageRead);
    await step(
      'conversation read',
      markConversationRead(apps.first.app, 'owner', owner, sent.json().data.conversationId),
    );
    expect((await receipt).readerId).toBe(owner.id);

    // Typing sent to one process reaches a tab on the other.
    const userOnFirst = open(apps.first, { token: user.token });
    expect(await outcome(userOnFirst)).toBe('connected');
    const typing = nextEvent<{ userId: string }>(ownerTab, REALTIME_EVENTS.typing);
    userOnFirst.emit(REALTIME_EVENTS.typing, { conversationId: sent.json().data.conversationId });
    expect((await typing).userId).toBe(user.id);
  });
});
