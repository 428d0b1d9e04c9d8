// The empty inbox in the chat's shell (issue 27, decision 039). A tenant with no conversation yet
// sees the inbox's empty state, which is the chat page's largest paint; the build draws the page
// answered with an empty list too (src/prerender/page-shells.tsx), and when the frame's early list
// of conversations answers empty, the boot script shows that shell: it has nothing to fill in.
// Inlined in index.html with ./early-requests.ts.

/** Whether a list of conversations (GET /{area}/conversations) answered with none. */
export const fillNoConversations = (_view: Element, answer: unknown): boolean => {
  const list = answer as { data?: unknown; unreadCount?: unknown } | null;
  return Array.isArray(list?.data) && list.data.length === 0 && list.unreadCount === 0;
};
