/**
 * The PostgreSQL error code of a failed query (e.g. '23505' unique violation). Drizzle wraps the
 * driver's error, so the code is on `cause`; read it here rather than in every caller.
 */
export const postgresErrorCode = (error: unknown): string | undefined => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof code === 'string' ? code : cause?.code;
  return typeof found === 'string' ? found : undefined;
};

export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';

/**
 * PostgreSQL's "not now" answers: a lock not granted within lock_timeout (55P03), a statement
 * cancelled by statement_timeout (57014), a deadlock or serialization failure (40P01, 40001), a
 * session ended by its idle-in-transaction timeout or the server (25P03, 57P0x), too many
 * connections (53300) and lost connections (08…). Nothing was written; the same call may well
 * succeed in a moment, so these answer 503 with Retry-After instead of a 500.
 */
const TRANSIENT_CODES = new Set([
  '55P03',
  '57014',
  '40P01',
  '40001',
  '25P03',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const CONNECTION_LOST =
  /Connection terminated|connection ended|Client has encountered a connection error|terminating connection/i;

export const isTransientDatabaseError = (error: unknown): boolean => {
  const code = postgresErrorCode(error);
  if (code && (TRANSIENT_CODES.has(code) || code.startsWith('08'))) return true;
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { message?: unknown } };
  return [message, cause?.message].some(
    (text) => typeof text === 'string' && CONNECTION_LOST.test(text),
  );
};
