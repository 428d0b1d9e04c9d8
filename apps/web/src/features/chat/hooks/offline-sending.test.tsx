import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@nestly/shared';
import {
  ME,
  OWNER_ID,
  PROPERTY_ID,
  makeConversation,
  makeMessage,
  threadPage,
} from '../../../test/chat-factory';
import { formOf, renderChat, serveChat } from '../../../test/chat-harness';
import { apiServer, stopApi, type RecordedCall } from '../../../test/fake-api';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('../../../lib/realtime', () => ({
  onLiveEvent: () => () => undefined,
  onLiveReconnect: () => () => undefined,
  emitLive: vi.fn(),
  startRealtime: vi.fn(async () => undefined),
}));

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 0, 20, 10, 0));
});
afterEach(() => {
  goOnline();
  vi.useRealTimers();
  stopApi();
  vi.clearAllMocks();
});

const threadPath = `/user/chat/${PROPERTY_ID}/${OWNER_ID}`;
const log = () => screen.getByRole('log', { name: 'Messages with Priya Varghese' });
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

/** The server: stores each clientId once, answering a repeat with the stored message. */
const storingServer = () => {
  const stored = new Map<string, Message>();
  return (call: RecordedCall) => {
    const form = formOf(call);
    const clientId = String(form.clientId);
    const message =
      stored.get(clientId) ??
      makeMessage(60 + stored.size, {
        senderId: ME,
        text: String(form.text ?? ''),
        clientId,
        createdAt: new Date(2027, 0, 20, 10, 0).toISOString(),
      });
    stored.set(clientId, message);
    return { status: 201, data: { message: 'Message sent', contactNotice: false, data: message } };
  };
};

describe('chat offline (issue 29, item 11)', () => {
  it('says so in the composer, keeps what is sent meanwhile, and sends it by itself once back', async () => {
    const calls = serveChat('user', {
      conversations: [makeConversation()],
      thread: threadPage(),
      extra: [['POST /user/message', storingServer()]],
    });
    const user = userEvent.setup();
    renderChat('user', threadPath);
    const box = await screen.findByLabelText('Message Priya Varghese');
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

    goOffline();
    const notice = screen.getByText(
      'You are offline. Messages you send now will go when you are back online.',
    );
    expect(notice).toHaveAttribute('role', 'status');
    expect(box).toHaveAccessibleDescription(/You are offline/);
    await user.type(box, 'First while offline{Enter}');
    await user.type(box, 'Second while offline{Enter}');
    expect(within(log()).getAllByText(/it will be sent when you are back online/)).toHaveLength(2);
    expect(posts(calls)).toHaveLength(0);

    goOnline();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    // In the order they were written, each once, with no Retry pressed and nothing toasted.
    expect(posts(calls).map((call) => formOf(call).text)).toEqual([
      'First while offline',
      'Second while offline',
    ]);
    await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull());
    expect(within(log()).getByText('First while offline')).toBeInTheDocument();
    expect(within(log()).getByText('Second while offline')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();

    // Another "back online" (the live connection as well as the browser) sends nothing again.
    goOffline();
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(calls)).toHaveLength(2);
  });

  it('a send cut off by the network waits, then goes again with the same clientId, exactly once', async () => {
    const calls = serveChat('user', {
      conversations: [makeConversation()],
      thread: threadPage(),
      extra: [['POST /user/message', storingServer()]],
    });
    // The first attempt never reaches the server: the connection drops under it.
    let isCut = true;
    const cut: string[] = [];
    apiServer.use(
      http.post(/\/user\/message$/, async ({ request }) => {
        if (!isCut) return undefined;
        isCut = false;
        cut.push(String((await request.formData()).get('clientId')));
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    renderChat('user', threadPath);
    await user.type(
      await screen.findByLabelText('Message Priya Varghese'),
      'Are pets allowed?{Enter}',
    );

    expect(
      await within(log()).findByText(/it will be sent when you are back online/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();

    goOffline();
    goOnline();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(formOf(posts(calls)[0]!).clientId).toBe(cut[0]);
    await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull());
    expect(within(log()).getAllByText('Are pets allowed?')).toHaveLength(1);
  });
});
