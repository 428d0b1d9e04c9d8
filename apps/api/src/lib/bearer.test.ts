import { describe, expect, it } from 'vitest';
import { readBearerToken } from './bearer';

/** Issue 23, item 8: `Authorization: bearer …` (lower case) was refused. */
describe('readBearerToken', () => {
  it.each(['Bearer abc.def', 'bearer abc.def', 'BEARER abc.def', 'BeArEr \t abc.def  '])(
    'reads %j whatever the case of the scheme',
    (header) => {
      expect(readBearerToken(header)).toBe('abc.def');
    },
  );

  it.each([undefined, '', 'Bearer', 'Bearer   ', 'Basic abc', 'Bearerabc.def', 'Token abc'])(
    'answers null for %j',
    (header) => {
      expect(readBearerToken(header)).toBeNull();
    },
  );
});
