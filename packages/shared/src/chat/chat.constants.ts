// Kept apart from chat.schemas.ts: the chat's composer and attachments check with these, and a
// module that builds Zod schemas brings Zod into every page that imports any of its exports
// (common/dates.ts).

/** Chat (PRODUCT.md, Chat; issue 10): the limits, kept the same on both sides of the wire. */
export const MESSAGE_TEXT_MAX_LENGTH = 2_000;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export const CONVERSATION_PAGE_DEFAULT = 30;
export const CONVERSATION_PAGE_MAX = 100;
/** Messages one person may send a minute (abuse, not conversation, hits it). */
export const MESSAGES_PER_MINUTE = 20;
