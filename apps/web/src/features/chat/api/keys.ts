/** The two sides of a chat; admins have none (PRODUCT.md, Chat). */
export type ChatArea = 'user' | 'owner';

/** The signed-in person: their id (the `sender` of every thread call) and their API prefix. */
export interface ChatViewer {
  id: string;
  area: ChatArea;
}

/** A thread as the screens name it: the other person, and the home it was opened about. */
export interface ThreadTarget {
  otherId: string;
  /** Only when opened from a home (`/user/chat/{propertyId}/{ownerId}`). */
  propertyId: string | null;
}

/**
 * Everything is keyed under the viewer's id, so nothing of one person is ever shown to the next
 * (the cache is cleared on sign-out too). A thread's key ends with the property it was opened
 * about; live updates address all keys of one counterpart through `threadsWith`.
 */
export const chatKeys = {
  all: ['chat'] as const,
  scope: (viewerId: string) => ['chat', viewerId] as const,
  conversations: (viewerId: string) => ['chat', viewerId, 'conversations'] as const,
  threads: (viewerId: string) => ['chat', viewerId, 'thread'] as const,
  threadsWith: (viewerId: string, otherId: string) =>
    ['chat', viewerId, 'thread', otherId] as const,
  thread: (viewerId: string, target: ThreadTarget) =>
    ['chat', viewerId, 'thread', target.otherId, target.propertyId] as const,
  attachment: (url: string) => ['chat', 'attachment', url] as const,
};
