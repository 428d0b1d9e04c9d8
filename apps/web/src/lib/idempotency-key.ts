/**
 * The `Idempotency-Key` header of the POSTs that move money or open a payment order (PRODUCT.md,
 * Money out: "Idempotency"): a retry of the same attempt sends the same key, so the server answers
 * what it answered first and moves the money once. A new attempt (a new tap, "Try again" for a
 * fresh order) gets a new key.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A new UUID (a pseudo-random one of the same shape where the page is not a secure context). */
export const newIdempotencyKey = (): string => {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join(
    '',
  );
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const keysOfCalls = new WeakMap<object, string>();

/**
 * One key per mutation call: TanStack Query hands a retry of a mutation the same variables
 * object, so the retry sends the key the first try sent.
 */
export const idempotencyKeyFor = (variables: object): string => {
  let key = keysOfCalls.get(variables);
  if (key === undefined) {
    key = newIdempotencyKey();
    keysOfCalls.set(variables, key);
  }
  return key;
};

/** The request config that sends `key` (axios resends it as is on its retry after a refresh). */
export const withIdempotencyKey = (key: string) => ({
  headers: { [IDEMPOTENCY_KEY_HEADER]: key },
});
