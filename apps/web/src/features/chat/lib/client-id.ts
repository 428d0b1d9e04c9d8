/** Chosen once per message, reused by Retry: 36 characters of [0-9a-f-], as the server asks. */
export const newClientId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
