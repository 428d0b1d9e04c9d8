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
