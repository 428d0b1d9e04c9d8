import { create } from 'zustand';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * A message on its way; one written or cut off while offline (`waiting`: sent by itself once the
 * tab is back online); or one the server refused (`failed`: waits for Retry or Discard).
 */
export interface PendingMessage {
  clientId: string;
  viewerId: string;
  otherId: string;
  propertyId: string | null;
  text: string;
  attachment: File | null;
  createdAt: string;
  status: 'sending' | 'waiting' | 'failed';
  /** Upload progress of the attachment, 0–100; null without one. */
  progress: number | null;
  error: string | null;
}

interface OutboxState {
  pending: PendingMessage[];
  /** Threads (viewer:other) where the last send held contact details before any booking. */
  contactNotices: string[];
  add: (message: PendingMessage) => void;
  update: (clientId: string, patch: Partial<PendingMessage>) => void;
  remove: (clientId: string) => void;
  setContactNotice: (threadId: string, isShown: boolean) => void;
  clear: () => void;
}

/**
 * Messages not yet stored by the server live here rather than in a screen's state: a send keeps
 * going (and a failed one keeps its Retry) when the person switches threads or leaves the page.
 */
export const useOutbox = create<OutboxState>()((set) => ({
  pending: [],
  contactNotices: [],
  add: (message) => set((state) => ({ pending: [...state.pending, message] })),
  update: (clientId, patch) =>
    set((state) => ({
      pending: state.pending.map((item) =>
        item.clientId === clientId ? { ...item, ...patch } : item,
      ),
    })),
  remove: (clientId) =>
    set((state) => ({ pending: state.pending.filter((item) => item.clientId !== clientId) })),
  setContactNotice: (threadId, isShown) =>
    set((state) => ({
      contactNotices: isShown
        ? [...new Set([...state.contactNotices, threadId])]
        : state.contactNotices.filter((id) => id !== threadId),
    })),
  clear: () => set({ pending: [], contactNotices: [] }),
}));

export const threadIdOf = (viewerId: string, otherId: string) => `${viewerId}:${otherId}`;

// Unsent drafts are the signed-out person's: never shown to whoever signs in next.
useAuthStore.subscribe((state, previous) => {
  if (previous.isAuthenticated && !state.isAuthenticated) useOutbox.getState().clear();
});
