import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, type MessageNewEvent, type MessageReadEvent } from '@nestly/shared';
import { createOwner, createUser } from '../../test/factories/accounts';
import { markConversationRead, sendMessage } from '../../test/factories/chat';
import { twoAppsSharingRedis } from '../../test/helpers/two-apps-with-redis';
import { nextEvent, open, outcome } from '../../test/helpers/live-sockets';

/** Issue 10 across processes: two API instances share a database and Redis. */
describe('chat across two API processes sharing Redis', () => {
  const apps = twoAppsSharingRedis();

  it('a message sent through one reaches the owner on the other, and the receipt comes back', async () => {
    const user = await createUser(apps.first.app, apps.first.mailer);
    const owner = await createOwner(apps.first.app, apps.first.mailer);
    const ownerTab = open(apps.second, { token: owner.token });
    const userTab = open(apps.second, { token: user.token });
    expect(await outcome(ownerTab)).toBe('connected');
    expect(await outcome(userTab)).toBe('connected');

    const arrives = nextEvent<MessageNewEvent>(ownerTab, REALTIME_EVENTS.messageNew);
    const sent = await sendMessage(apps.first.app, 'user', user, {
      receiver: owner.id,
      text: 'Across',
    });
    expect((await arrives).message.id).toBe(sent.json().data.id);

    const receipt = nextEvent<MessageReadEvent>(userTab, REALTIME_EVENTS.messageRead);
    await markConversationRead(apps.first.app, 'owner', owner, sent.json().data.conversationId);
    expect((await receipt).readerId).toBe(owner.id);

    // Typing sent to one process reaches a tab on the other.
    const userOnFirst = open(apps.first, { token: user.token });
    expect(await outcome(userOnFirst)).toBe('connected');
    const typing = nextEvent<{ userId: string }>(ownerTab, REALTIME_EVENTS.typing);
    userOnFirst.emit(REALTIME_EVENTS.typing, { conversationId: sent.json().data.conversationId });
    expect((await typing).userId).toBe(user.id);
  });
});
