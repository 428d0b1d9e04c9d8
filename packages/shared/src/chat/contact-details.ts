// What a message sent before any booking is checked for (`contactNotice` on the send answer):
// plain rules, kept apart from chat.schemas.ts so they need no Zod (common/dates.ts).

/** Phone numbers, e-mail addresses and UPI ids (name@bank) in a message. */
const CONTACT_PATTERNS = [
  /[\w.+-]+@[\w-]+\.[\w.]+/,
  /\b[\w.-]{2,}@[a-z]{2,}\b/i,
  /(?:\+?91[\s-]?)?\b[6-9]\d{4}[\s-]?\d{5}\b/,
  /\b\d[\d\s-]{8,}\d\b/,
];
export const holdsContactDetails = (text: string) =>
  CONTACT_PATTERNS.some((pattern) => pattern.test(text));
