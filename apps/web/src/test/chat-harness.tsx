import { Route } from 'react-router';
import type { Conversation } from '@nestly/shared';
import ChatPage from '../app/routes/chat';
import { useCurrentUser } from '../app/guards/use-current-user';
import type { ChatArea } from '../features/chat/api/keys';
import { useLiveChat } from '../features/chat/hooks/use-live-chat';
import { useOutbox } from '../features/chat/lib/outbox-store';
import { serveApi, type RecordedCall } from './fake-api';
import { renderWithProviders, signIn } from './render';

/** The chat page as its layout mounts it: with the live hook beside it. */
function ChatHarness({ area }: { area: ChatArea }) {
  const user = useCurrentUser();
  useLiveChat(user?.id ?? null, area);
  return <ChatPage area={area} />;
}

/** Signs in as `area` and opens `route` among the chat routes. */
export const renderChat = (area: ChatArea, route: string) => {
  signIn(area);
  useOutbox.getState().clear();
  return renderWithProviders(<ChatHarness area={area} />, {
    route,
    path: `/${area}/chat`,
    children: (
      <Route path="/user/chat/:propertyId/:ownerId" element={<ChatHarness area="user" />} />
    ),
  });
};

type Reply = { status?: number; data?: unknown };
type Handler = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

/**
 * The inbox, a thread, and mark-as-read answering "nothing left unread"; the test's own routes
 * (`extra`, e.g. the send) come first and win.
 */
export const serveChat = (
  area: ChatArea,
  {
    conversations,
    thread,
    extra = [],
  }: {
    /** A function for a list that changes as the test goes (the server's state). */
    conversations: Conversation[] | (() => Conversation[]);
    thread?: Handler;
    extra?: [string | RegExp, Handler][];
  },
) =>
  serveApi([
    ...extra,
    [
      `PATCH /${area}/messages/mark-as-read`,
      (call) => ({
        data: {
          message: 'Marked as read',
          data: {
            conversationId: (JSON.parse(String(call.data)) as { conversationId: string })
              .conversationId,
            updated: 1,
            readAt: new Date().toISOString(),
          },
          unreadCount: 0,
        },
      }),
    ],
    [
      `GET /${area}/conversations`,
      () => {
        const data = typeof conversations === 'function' ? conversations() : conversations;
        return {
          data: { data, unreadCount: data.reduce((sum, item) => sum + item.unreadCount, 0) },
        };
      },
    ],
    ...(thread ? [[`GET /${area}/conversation`, thread] as [string, Handler]] : []),
  ]);

/** The form fields a POST /message carried. */
export const formOf = (call: RecordedCall) => {
  const form = call.data as FormData;
  return Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]));
};

export const queryOf = (call: RecordedCall) =>
  Object.fromEntries(new URLSearchParams(call.url.split('?')[1]));
