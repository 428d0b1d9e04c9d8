/**
 * The token of an `Authorization: Bearer <token>` header, or null. The scheme is matched
 * case-insensitively (RFC 9110 §11.1: `bearer` and `BEARER` are the same scheme), with any spaces
 * or tabs after it.
 */
export const readBearerToken = (header: string | undefined): string | null => {
  const match = /^bearer[ \t]+(.*)$/i.exec(header ?? '');
  return match?.[1]?.trim() || null;
};
