import { AppError } from './app-error';

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a query carrying one fails with "invalid
 * byte sequence for encoding UTF8: 0x00". No field of this product has a use for it, so it is
 * refused at the edge, once for every route (plugins/input-safety.ts) and for multipart fields
 * (lib/multipart.ts), with the field at fault named, instead of reaching the database.
 */
const NUL = '\u0000';

export const hasNul = (value: string) => value.includes(NUL);

/**
 * The path of the first string or object key holding a NUL, or null. Walks the value with its own
 * stack (a deeply nested JSON body must not overflow the call stack) and stops at the first hit.
 */
export const findNulPath = (value: unknown): string[] | null => {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasNul(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = [...path, key];
      if (hasNul(key)) return childPath;
      stack.push({ value: child, path: childPath });
    }
  }
  return null;
};

/** The 400 for a NUL character in `field`, shaped like every other validation error. */
export const nulCharacterError = (field: string) => {
  // A key may itself hold the NUL: name it readably.
  const name = field.split(NUL).join('\\0');
  return new AppError('VALIDATION_ERROR', {
    message: `"${name}" contains a NUL character, which is not allowed`,
    details: [{ field: name, message: 'Contains a NUL character (\\0)' }],
  });
};

/** Throws the 400 when `value` (a query, params, a body) holds a NUL anywhere. */
export const assertNoNul = (value: unknown, context: string) => {
  const path = findNulPath(value);
  if (path) throw nulCharacterError(path.join('.') || context);
};
