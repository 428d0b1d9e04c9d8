import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_EVENTS, type Message } from '@nestly/shared';
import {
  CONVERSATION_ID,
  ME,
  OWNER_ID,
  PROPERTY_ID,
  makeConversation,
  makeMessage,
  threadPage,
} from '../../test/chat-factory';
import { renderChat, serveChat } from '../../test/chat-harness';
import { stopApi } from '../../test/fake-api';

const live = vi.hoisted(() => ({
  listeners: new Map<string, Set<(payload: unknown) => void>>(),
  reconnect: new Set<() => void>(),
  emit: vi.fn(),
}));
vi.mock('../../lib/realtime', () => ({
  onLiveEvent: (event: string, listener: (payload: unknown) => void) => {
    const set = live.listeners.get(event) ?? new Set();
    set.add(listener);
    live.listeners.set(event, set);
    return () => set.delete(listener);
  },
  onLiveReconnect: (listener: () => void) => {
    live.reconnect.add(listener);
    return () => live.reconnect.delete(listener);
  },
  emitLive: live.emit,
  startRealtime: vi.fn(async () => undefined),
}));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

/** What the server pushes to this tab (the query cache tells the screen on its next tick). */
const push = (event: string, payload: unknown) =>
  act(() => live.listeners.get(event)?.forEach((listener) => listener(payload)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 0, 20, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
  stopApi();
  live.emit.mockReset();
});

const threadPath = `/user/chat/${PROPERTY_ID}/${OWNER_ID}`;
const log = () => screen.getByRole('log', { name: 'Messages with Priya Varghese' });
const otherConversation = makeConversation({
  id: '4a5b6c7d-8e9f-4a0b-9c1d-d2e3f4a5b6c7',
  owner: { id: '5b6c7d8e-9f0a-4b1c-8d2e-e3f4a5b6c7d8', name: 'Thomas Kurian', avatarUrl: null },
  lastMessage: makeMessage(4, { text: 'Welcome!' }),
  updatedAt: new Date(2027, 0, 20, 9, 4).toISOString(),
});

const incoming = (n: number, overrides: Partial<Message> = {}) => {
  const message = makeMessage(n, {
    text: `Live message ${n}`,
    createdAt: new Date(2027, 0, 20, 10, 0).toISOString(),
    ...overrides,
  });
  return { message, conversation: makeConversation({ lastMessage: message }) };
};

describe('message:new', () => {
  it('appends to the open thread once, moves the conversation up, and reads it at once', async () => {
    let inbox = [otherConversation, makeConversation({ lastMessage: makeMessage(1) })];
    const calls = serveChat('user', {
      conversations: () => inbox,
      thread: threadPage({ messages: [makeMessage(1, { readAt: new Date().toISOString() })] }),
    });
    renderChat('user', threadPath);
    await within(await screen.findByRole('log')).findByText('Message 1');
    // The inbox and the thread load side by side: wait for the inbox too.
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() =>
      expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(/^Thomas Kurian/),
    );

    const event = incoming(7);
    inbox = [event.conversation, otherConversation];
    push(REALTIME_EVENTS.messageNew, event);
    push(REALTIME_EVENTS.messageNew, event); // the same event again: no second bubble

    expect(await within(log()).findByText('Live message 7')).toBeInTheDocument();
    expect(within(log()).getAllByText('Live message 7')).toHaveLength(1);
    expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(
      /^Priya Varghese, about .*, Live message 7/,
    );
    // The thread is open and the tab in front: it is read at once.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.data)).toEqual([
        JSON.stringify({ conversationId: CONVERSATION_ID }),
      ]),
    );
  });

  it('counts a message in another conversation as unread, in the list and the total', async () => {
    serveChat('user', { conversations: [makeConversation()], thread: threadPage() });
    renderChat('user', threadPath);
    // The open thread drawn first (its code comes beside its messages): the message must stay
    // out of it, which only means something once it is there.
    await screen.findByRole('log', { name: 'Messages with Priya Varghese' });

    const message = makeMessage(8, {
      conversationId: otherConversation.id,
      senderId: otherConversation.owner.id,
      text: 'Still interested?',
    });
    // The event carries the conversation as the receiver sees it: one unread.
    push(REALTIME_EVENTS.messageNew, {
      message,
      conversation: { ...otherConversation, lastMessage: message, unreadCount: 1 },
    });

    expect(await screen.findByText('1 unread message')).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/^Thomas Kurian, .*Still interested\?, .*1 unread$/);
    expect(within(log()).queryByText('Still interested?')).not.toBeInTheDocument();
  });
});

describe('message:read', () => {
  it('turns the ticks of the sent messages to read', async () => {
    serveChat('user', {
      conversations: [makeConversation()],
      thread: threadPage({
        messages: [makeMessage(1, { senderId: ME }), makeMessage(2, { senderId: ME })],
      }),
    });
    renderChat('user', threadPath);
    await waitFor(() =>
      expect(within(log()).getAllByRole('img', { name: 'Sent' })).toHaveLength(2),
    );

    push(REALTIME_EVENTS.messageRead, {
      conversationId: CONVERSATION_ID,
      readerId: OWNER_ID,
      readAt: new Date(2027, 0, 20, 10, 0).toISOString(),
    });
    await waitFor(() =>
      expect(within(log()).getAllByRole('img', { name: 'Read' })).toHaveLength(2),
    );
    expect(within(log()).queryByRole('img', { name: 'Sent' })).not.toBeInTheDocument();
  });
});

describe('typing', () => {
  it('shows that the other person is typing, until their message arrives', async () => {
    serveChat('user', { conversations: [makeConversation()], thread: threadPage() });
    renderChat('user', threadPath);
    await screen.findByRole('log');

    push(REALTIME_EVENTS.typing, { conversationId: CONVERSATION_ID, userId: OWNER_ID });
    expect(screen.getByRole('status')).toHaveTextContent('Priya Varghese is typing…');
    // Someone else's typing, or another conversation's, is not shown.
    push(REALTIME_EVENTS.typing, { conversationId: otherConversation.id, userId: OWNER_ID });

    push(REALTIME_EVENTS.messageNew, incoming(9));
    expect(await within(log()).findByText('Live message 9')).toBeInTheDocument();
    expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();
  });

  it('hides the indicator after 4 s of silence', async () => {
    serveChat('user', { conversations: [makeConversation()], thread: threadPage() });
    renderChat('user', threadPath);
    await screen.findByRole('log');
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });

    push(REALTIME_EVENTS.typing, { conversationId: CONVERSATION_ID, userId: OWNER_ID });
    expect(screen.getByText('Priya Varghese is typing…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('Priya Varghese is typing…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();
  });

  it('tells the other side while typing, at most once every 2 s', async () => {
    serveChat('user', { conversations: [makeConversation()], thread: threadPage() });
    const user = userEvent.setup();
    renderChat('user', threadPath);
    const box = await screen.findByLabelText('Message Priya Varghese');
    await user.type(box, 'Hello');
    expect(live.emit.mock.calls).toEqual([
      [REALTIME_EVENTS.typing, { conversationId: CONVERSATION_ID }],
    ]);
    vi.setSystemTime(new Date(2027, 0, 20, 10, 0, 2));
    await user.type(box, '!');
    expect(live.emit).toHaveBeenCalledTimes(2);
  });
});

describe('reconnecting', () => {
  it('fetches the inbox and the open thread again', async () => {
    const calls = serveChat('user', { conversations: [makeConversation()], thread: threadPage() });
    renderChat('user', threadPath);
    await screen.findByRole('log');
    const count = (prefix: string) => calls.filter((call) => call.url.startsWith(prefix)).length;
    const before = { list: count('/user/conversations'), thread: count('/user/conversation?') };

    act(() => live.reconnect.forEach((listener) => listener()));
    await waitFor(() => expect(count('/user/conversations')).toBe(before.list + 1));
    await waitFor(() => expect(count('/user/conversation?')).toBe(before.thread + 1));
  });
});
