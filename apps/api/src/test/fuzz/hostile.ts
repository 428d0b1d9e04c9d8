import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends: control characters (NUL above all: PostgreSQL text
 * cannot hold it), lone surrogates, SQL and path tricks, prototype keys, numbers out of every
 * range, impossible dates, and sizes near and past the limits.
 */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  'x\uDFFFy',
  '\uFFFE\uFFFF',
  '\u202Eevil',
  '\r\n\r\nHTTP/1.1 200 OK',
  "' OR '1'='1' --",
  "'; drop table accounts; --",
  '") or 1=1 --',
  '\\',
  '\\u0000',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '[object Object]',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '0x10',
  '9007199254740993',
  '99999999999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2099-01-01',
  '1900-01-01',
  '2026-1-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'new-0',
  'new-99',
  'order_',
  'a@b',
  'UPPER@EXAMPLE.COM',
  'é'.repeat(300),
  '𝕏'.repeat(120),
  'a'.repeat(5_001),
  ' padded ',
  '\t',
] as const;

export const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  -0,
  0.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
] as const;

/** Keys added to objects that should refuse them. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'status',
  'isAdmin',
  'a\u0000',
];

/** NUL in its usual disguises: the one character PostgreSQL text refuses outright. */
const NUL_STRINGS = ['\u0000', 'a\u0000b', 'Kochi\u0000', '\u0000\u0000\u0000'] as const;

export const hostileString = () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...NUL_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  );

/** Anything JSON can carry, hostile strings and numbers included. */
export const hostileJson = (): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString(),
      fc.constantFrom(...HOSTILE_NUMBERS),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(
        fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 })),
        tie('value'),
        {
          maxKeys: 4,
        },
      ),
    ),
  })).value;

/** Raw bodies that are not what their content type says. */
export const MALFORMED_BODIES = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello\u0000' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'multipart/form-data; boundary=zzz', payload: 'a=1&b=2' },
  { contentType: 'multipart/form-data', payload: '--x\r\n' },
  {
    contentType: 'multipart/form-data; boundary=zzz',
    payload: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut short',
  },
  { contentType: 'application/xml', payload: '<a/>' },
] as const;

/** Headers that should change nothing but a refusal: junk cookies and tokens, a foreign origin. */
export const HOSTILE_HEADERS: Record<string, string>[] = [
  { cookie: 'refreshToken=not-a-token' },
  { cookie: `refreshToken=${'a'.repeat(4_000)}` },
  { origin: 'https://evil.example' },
  { 'x-forwarded-for': '1.2.3.4, ::1' },
  { authorization: 'Bearer ' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
];

/** Path segments that are not ids at all, some not even valid percent-encoding. */
export const RAW_PATH_SEGMENTS: readonly string[] = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%2e%2e',
  '..',
  '%C0%AF',
  'a%20b',
];
