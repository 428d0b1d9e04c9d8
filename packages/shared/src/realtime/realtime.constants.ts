// Kept apart from the schemas: the web's app shell uses these names at startup, and importing
// them must not bring Zod into the landing page's entry chunk (issue 12).

/** Socket.IO on the API's own port (PRODUCT.md, Live events). */
export const REALTIME_PATH = '/socket.io';

/** Server → client and client → server event names: the contract, kept exactly. */
export const REALTIME_EVENTS = {
  messageNew: 'message:new',
  messageRead: 'message:read',
  notificationNew: 'notification:new',
  notificationCount: 'notification:count',
  typing: 'typing',
} as const;
