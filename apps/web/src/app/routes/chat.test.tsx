import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@nestly/shared';
import {
  BOOKING_ID,
  CONVERSATION_ID,
  GUEST_ID,
  ME,
  OWNER_ID,
  PROPERTY_ID,
  guest,
  makeBooking,
  makeConversation,
  makeMessage,
  messageId,
  threadPage,
} from '../../test/chat-factory';
import { axeViolations } from '../../test/a11y';
import { formOf, queryOf, renderChat, serveChat } from '../../test/chat-harness';
import { stopApi, type RecordedCall } from '../../test/fake-api';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('../../lib/realtime', () => ({
  onLiveEvent: () => () => undefined,
  onLiveReconnect: () => () => undefined,
  emitLive: vi.fn(),
  startRealtime: vi.fn(async () => undefined),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 0, 20, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
  stopApi();
  vi.clearAllMocks();
});

const threadPath = `/user/chat/${PROPERTY_ID}/${OWNER_ID}`;
const log = () => screen.getByRole('log', { name: /^Messages with/ });
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

/** The server's answer to a send: the stored message, with the clientId it was sent with. */
const storeSent = (call: RecordedCall, overrides: Partial<Message> = {}) => {
  const form = formOf(call);
  return {
    status: 201,
    data: {
      message: 'Message sent',
      contactNotice: false,
      data: makeMessage(50, {
        senderId: ME,
        text: String(form.text ?? ''),
        clientId: String(form.clientId),
        createdAt: new Date(2027, 0, 20, 10, 0).toISOString(),
        ...overrides,
      }),
    },
  };
};

describe('the inbox', () => {
  it('lists each conversation with the other person, the home, the last message and its unread count', async () => {
    const other = makeConversation({
      id: '4a5b6c7d-8e9f-4a0b-9c1d-d2e3f4a5b6c7',
      owner: { id: '5b6c7d8e-9f0a-4b1c-8d2e-e3f4a5b6c7d8', name: 'Thomas Kurian', avatarUrl: null },
      property: null,
      lastMessage: makeMessage(3, { senderId: ME, text: 'Thank you!' }),
    });
    serveChat('user', {
      conversations: [
        makeConversation({
          unreadCount: 2,
          lastMessage: makeMessage(5, { text: 'It is free from March.' }),
        }),
        other,
      ],
    });
    renderChat('user', '/user/chat');

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName(
      /^Priya Varghese.*about Backwater-view 2BHK at Marine Drive.*It is free from March\..*2 unread$/,
    );
    expect(links[0]).toHaveAttribute('href', threadPath);
    expect(links[1]).toHaveTextContent('You: Thank you!');
    // Without a home, the thread is addressed by the owner alone.
    expect(links[1]).toHaveAttribute('href', `/user/chat?with=${other.owner.id}`);
    expect(screen.getByText('2 unread messages')).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation')).toBeInTheDocument();
  });

  it.each([
    ['user' as const, 'No conversations yet', /browse homes and message an owner/i, 'Browse homes'],
    ['owner' as const, 'No messages yet', /when a guest writes/i, 'Your listings'],
  ])('tells a %s with no conversations what to do', async (area, title, text, action) => {
    serveChat(area, { conversations: [] });
    renderChat(area, `/${area}/chat`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toBeInTheDocument();
  });
});

describe('axe: names and headings of /owner/chat (issue 29)', () => {
  it('names each conversation by its content and keeps the headings in order', async () => {
    serveChat('owner', {
      conversations: [
        makeConversation({
          unreadCount: 2,
          lastMessage: makeMessage(5, { text: 'It is free from March.' }),
        }),
      ],
    });
    renderChat('owner', '/owner/chat');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [link] = within(list).getAllByRole('link');
    expect(link).toHaveAccessibleName(/It is free from March\..*2 unread$/);
    // Named by its content: an aria-label in another order than the visible text fails axe's
    // label-content-name-mismatch in a browser (jsdom has no layout for axe to tell the two apart).
    expect(link).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a conversation' })).toBeVisible();
    expect(await axeViolations(['label-content-name-mismatch', 'heading-order'])).toEqual([]);
  });

  it('keeps the empty inbox’s headings in order', async () => {
    serveChat('owner', { conversations: [] });
    renderChat('owner', '/owner/chat');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(await axeViolations(['heading-order'])).toEqual([]);
  });
});

describe('keyboard and focus', () => {
  const two = () => [
    makeConversation(),
    makeConversation({
      id: '4a5b6c7d-8e9f-4a0b-9c1d-d2e3f4a5b6c7',
      owner: { id: '5b6c7d8e-9f0a-4b1c-8d2e-e3f4a5b6c7d8', name: 'Thomas Kurian', avatarUrl: null },
    }),
  ];

  it('moves through the list with the arrow keys', async () => {
    serveChat('user', { conversations: two() });
    const user = userEvent.setup();
    renderChat('user', '/user/chat');
    const [first, second] = within(
      await screen.findByRole('list', { name: 'Conversations' }),
    ).getAllByRole('link');
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('on a phone, opening a thread focuses its heading, and Back returns to the conversation left', async () => {
    serveChat('user', { conversations: two(), thread: threadPage() });
    const user = userEvent.setup();
    renderChat('user', threadPath);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Priya Varghese' });
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/chat$/);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Priya Varghese/ })).toHaveFocus(),
    );
  });
});

describe('a thread', () => {
  it('shows the messages oldest first by day, own ones with ticks, text as text, and the home and booking beside them', async () => {
    const calls = serveChat('user', {
      conversations: [makeConversation()],
      thread: threadPage({
        messages: [
          makeMessage(1, {
            text: 'Hello! Is it still free?',
            senderId: ME,
            readAt: new Date(2027, 0, 3, 9).toISOString(),
            createdAt: new Date(2027, 0, 3, 8).toISOString(),
          }),
          makeMessage(2, {
            text: 'Yes <b>it is</b>\nfrom March',
            createdAt: new Date(2027, 0, 19, 18).toISOString(),
            readAt: new Date(2027, 0, 19, 19).toISOString(),
          }),
          makeMessage(3, { text: 'Great, can I visit?', senderId: ME }),
        ],
        bookings: [makeBooking(), makeBooking({ id: messageId(99), status: 'cancelled' })],
      }),
    });
    renderChat('user', threadPath);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Priya Varghese' }),
    ).toBeInTheDocument();
    const thread = log();
    expect(thread).toHaveAttribute('aria-live', 'polite');
    const items = within(thread)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '3 Jan 2027',
      expect.stringContaining('Hello! Is it still free?'),
      'Yesterday',
      expect.stringContaining('from March'),
      'Today',
      expect.stringContaining('Great, can I visit?'),
    ]);
    // Own messages carry ticks, read or sent; the other person's carry none.
    expect(within(thread).getAllByRole('img', { name: 'Read' })).toHaveLength(1);
    expect(within(thread).getAllByRole('img', { name: 'Sent' })).toHaveLength(1);
    // Markup in a message is shown as typed, line break kept.
    const html = within(thread).getByText(/it is/);
    expect(html.textContent).toBe('Yes <b>it is</b>\nfrom March');
    expect(thread.querySelector('b')).toBeNull();

    const context = screen.getByRole('region', { name: 'Home and booking' });
    expect(
      within(context).getByRole('link', { name: 'Backwater-view 2BHK at Marine Drive' }),
    ).toHaveAttribute('href', `/user/property/${PROPERTY_ID}`);
    expect(within(context).getByText('Kochi · ₹28,000 / month')).toBeInTheDocument();
    expect(within(context).getByText('Confirmed')).toBeInTheDocument();
    expect(
      within(context).getByText(/1 Feb 2027 – 1 May 2027 · and 1 other booking/),
    ).toBeInTheDocument();
    expect(within(context).getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      `/user/bookings/${BOOKING_ID}`,
    );
    // On a phone, the panel is one tap away.
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');

    const asked = queryOf(calls.find((call) => call.url.startsWith('/user/conversation?'))!);
    expect(asked).toEqual({ sender: ME, receiver: OWNER_ID, propertyId: PROPERTY_ID });
    // Everything was read already: nothing to mark.
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('marks the unread messages read on opening, and the unread count drops', async () => {
    // The read receipt is answered once the inbox has shown the count (the inbox's answer waits
    // for the app shell's schemas to load, the thread's does not: issue 12).
    let answerMarkRead = (): void => undefined;
    const markReadAnswered = new Promise<void>((resolve) => {
      answerMarkRead = resolve;
    });
    const calls = serveChat('user', {
      conversations: [makeConversation({ unreadCount: 2 })],
      thread: threadPage({ messages: [makeMessage(1), makeMessage(2)] }),
      extra: [
        [
          'PATCH /user/messages/mark-as-read',
          async () => {
            await markReadAnswered;
            return {
              data: {
                message: 'Marked as read',
                data: {
                  conversationId: CONVERSATION_ID,
                  updated: 2,
                  readAt: new Date().toISOString(),
                },
                unreadCount: 0,
              },
            };
          },
        ],
      ],
    });
    renderChat('user', threadPath);
    expect(await screen.findByText('2 unread messages')).toBeInTheDocument();
    answerMarkRead();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
        expect.objectContaining({
          url: '/user/messages/mark-as-read',
          data: JSON.stringify({ conversationId: CONVERSATION_ID }),
        }),
      ]),
    );
    await waitFor(() => expect(screen.queryByText('2 unread messages')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /^Priya Varghese/ })).not.toHaveAccessibleName(
      /unread/,
    );
  });

  it('loads older messages by cursor, above the ones shown', async () => {
    const calls = serveChat('user', {
      conversations: [makeConversation()],
      thread: (call) =>
        queryOf(call).before
          ? threadPage({ messages: [makeMessage(1, { text: 'The oldest one' })] })
          : threadPage({
              messages: [makeMessage(2, { text: 'A newer one' })],
              nextCursor: messageId(2),
            }),
    });
    renderChat('user', threadPath);
    await userEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('The oldest one')).toBeInTheDocument();
    const texts = within(log())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts.findIndex((text) => text?.includes('The oldest one'))).toBeLessThan(
      texts.findIndex((text) => text?.includes('A newer one')),
    );
    expect(
      queryOf(calls.filter((call) => call.url.startsWith('/user/conversation?'))[1]!),
    ).toMatchObject({
      before: messageId(2),
    });
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('shows an owner the guest, their booking, and links in the owner area', async () => {
    serveChat('owner', {
      conversations: [makeConversation({ user: guest })],
      thread: threadPage({
        counterpart: guest,
        messages: [makeMessage(1, { senderId: GUEST_ID, readAt: new Date().toISOString() })],
        bookings: [makeBooking({ status: 'pending_payment' })],
      }),
    });
    renderChat('owner', `/owner/chat?with=${GUEST_ID}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Rahul Nair' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      `/owner/bookings/${BOOKING_ID}`,
    );
    // The conversation list is its own request: it may answer after the thread.
    expect(await screen.findByRole('link', { name: /^Rahul Nair/ })).toHaveAttribute(
      'href',
      `/owner/chat?with=${GUEST_ID}`,
    );
  });

  it('says so when the conversation cannot be found, with a way back', async () => {
    serveChat('user', {
      conversations: [],
      thread: { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } },
    });
    renderChat('user', threadPath);
    expect(await screen.findByText('This conversation is not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All conversations' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/chat$/);
  });
});

describe('sending', () => {
  it('sends on Enter as multipart with a clientId and shows the stored message; Shift+Enter adds a line', async () => {
    // A first message: the conversation starts with it, and the thread is asked for again.
    const stored: Message[] = [];
    const calls = serveChat('user', {
      conversations: [],
      thread: () =>
        threadPage({ conversation: stored.length ? makeConversation() : null, messages: stored }),
      extra: [
        [
          'POST /user/message',
          (call) => {
            const reply = storeSent(call);
            stored.push(reply.data.data);
            return reply;
          },
        ],
      ],
    });
    const user = userEvent.setup();
    renderChat('user', threadPath);
    expect(await screen.findByText('Start the conversation')).toBeInTheDocument();

    const box = screen.getByLabelText('Message Priya Varghese');
    await user.type(box, 'Hello there,{Shift>}{Enter}{/Shift}is it free?');
    expect(box).toHaveValue('Hello there,\nis it free?');
    expect(posts(calls)).toHaveLength(0);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const form = formOf(posts(calls)[0]!);
    expect(form).toEqual({
      receiver: OWNER_ID,
      propertyId: PROPERTY_ID,
      text: 'Hello there,\nis it free?',
      clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(box).toHaveValue('');
    const sent = await within(log()).findByText(/is it free\?/);
    await waitFor(() =>
      expect(within(sent.closest('li')!).getByRole('img', { name: 'Sent' })).toBeInTheDocument(),
    );
    expect(document.querySelector('[data-pending]')).toBeNull();
    // The new conversation was fetched again (its id is now known) and kept the message.
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/user/conversation?'))).toHaveLength(2),
    );
    expect(within(log()).getByText(/is it free\?/)).toBeInTheDocument();
  });

  it('keeps a failed message with Retry, which sends the same clientId again, and Discard', async () => {
    let attempts = 0;
    const calls = serveChat('user', {
      conversations: [makeConversation()],
      thread: threadPage(),
      extra: [
        [
          'POST /user/message',
          (call) => {
            attempts += 1;
            if (attempts === 1) {
              return {
                status: 429,
                data: { message: 'You are sending messages too fast', code: 'RATE_LIMITED' },
              };
            }
            return storeSent(call);
          },
        ],
      ],
    });
    const user = userEvent.setup();
    renderChat('user', threadPath);
    await user.type(
      await screen.findByLabelText('Message Priya Varghese'),
      'Are pets allowed?{Enter}',
    );

    expect(
      await screen.findByText('Not sent: You are sending messages too fast'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'You are sending messages too fast',
        expect.anything(),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    const [first, second] = posts(calls).map((call) => formOf(call).clientId);
    expect(second).toBe(first);
    await waitFor(() => expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(within(log()).getByText('Are pets allowed?')).toBeInTheDocument();
  });

  it('discards a failed message', async () => {
    serveChat('user', {
      conversations: [makeConversation()],
      thread: threadPage(),
      extra: [
        ['POST /user/message', { status: 500, data: { message: 'Boom', code: 'INTERNAL_ERROR' } }],
      ],
    });
    const user = userEvent.setup();
    renderChat('user', threadPath);
    await user.type(await screen.findByLabelText('Message Priya Varghese'), 'Hello{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('sends a photo with its text, and refuses a wrong type or a file over 5 MB before sending', async () => {
    const calls = serveChat('user', {
      conversations: [makeConversation()],
      thread: threadPage(),
      extra: [['POST /user/message', (call) => storeSent(call)]],
    });
    const user = userEvent.setup({ applyAccept: false });
    renderChat('user', threadPath);
    const input = await screen.findByTestId('chat-attachment-input');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');

    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“setup.exe” cannot be sent: only JPEG, PNG or WebP photos and PDF files.',
    );
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“huge.jpg” is 6 MB: files can be at most 5 MB.',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    const photo = new File(['photo'], 'balcony.png', { type: 'image/png' });
    await user.upload(input, photo);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove balcony.png' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message Priya Varghese'), 'The balcony{Enter}');

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const form = formOf(posts(calls)[0]!);
    expect(form.text).toBe('The balcony');
    expect(form.attachment).toBeInstanceOf(File);
    expect((form.attachment as File).name).toBe('balcony.png');
  });

  it('shows the gentle payment reminder when the server flags contact details, until dismissed', async () => {
    serveChat('user', {
      conversations: [makeConversation()],
      thread: threadPage(),
      extra: [
        [
          'POST /user/message',
          (call) => {
            const reply = storeSent(call, {
              id: messageId(60 + Number(formOf(call).text === 'Thanks')),
            });
            const hasContact = String(formOf(call).text).includes('98765');
            return { ...reply, data: { ...reply.data, contactNotice: hasContact } };
          },
        ],
      ],
    });
    const user = userEvent.setup();
    renderChat('user', threadPath);
    const box = await screen.findByLabelText('Message Priya Varghese');
    await user.type(box, 'Call me on 98765 43210{Enter}');
    expect(await screen.findByText('Keep payments on Nestly')).toBeInTheDocument();
    expect(screen.getByText(/no protection for your deposit/)).toBeInTheDocument();
    // A later message without contact details leaves the reminder in place.
    await user.type(box, 'Thanks{Enter}');
    expect(await within(log()).findByText('Thanks')).toBeInTheDocument();
    expect(screen.getByText('Keep payments on Nestly')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss the payment reminder' }));
    expect(screen.queryByText('Keep payments on Nestly')).not.toBeInTheDocument();
  });

  it('counts down the characters near the limit and refuses more than 2,000', async () => {
    serveChat('user', { conversations: [makeConversation()], thread: threadPage() });
    const user = userEvent.setup();
    renderChat('user', threadPath);
    const box = await screen.findByLabelText('Message Priya Varghese');
    await user.click(box);
    await user.paste('a'.repeat(1_950));
    expect(screen.getByText('50 characters left')).toBeInTheDocument();
    await user.paste('b'.repeat(60));
    expect(screen.getByText('10 characters over the limit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });
});
