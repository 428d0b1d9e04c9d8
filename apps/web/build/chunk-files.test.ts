import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkFilesOf } from './chunk-files';

/** A written chunk as far as chunkFilesOf reads one: its file, its modules and static imports. */
const chunk = (fileName: string, imports: string[] = [], moduleIds: string[] = []) =>
  ({ type: 'chunk', fileName, imports, moduleIds }) as unknown as Rollup.OutputChunk;

describe('chunkFilesOf', () => {
  // The entry imports React; the booking page imports React, the cards and the forms; the cards
  // import the formatters, which the forms import too; the forms import Zod.
  const entry = chunk('assets/entry.js', ['assets/react.js']);
  const bundle = Object.fromEntries(
    [
      entry,
      chunk('assets/react.js'),
      chunk(
        'assets/booking.js',
        ['assets/react.js', 'assets/cards.js', 'assets/forms.js'],
        ['/src/booking.tsx'],
      ),
      chunk('assets/cards.js', ['assets/react.js', 'assets/format.js']),
      chunk('assets/forms.js', ['assets/format.js', 'assets/zod.js'], ['/src/forms.ts']),
      chunk('assets/format.js'),
      chunk('assets/zod.js'),
    ].map((written) => [written.fileName, written]),
  ) as Rollup.OutputBundle;

  it('lists every file a page needs beyond the entry, each after the files it imports', () => {
    // The boot script runs them in this order, one per task: each then runs alone.
    expect(chunkFilesOf(bundle, entry, ['/src/booking.tsx'])).toEqual([
      'assets/format.js',
      'assets/cards.js',
      'assets/zod.js',
      'assets/forms.js',
      'assets/booking.js',
    ]);
  });

  it('lists a file once, however many of the modules import it', () => {
    expect(chunkFilesOf(bundle, entry, ['/src/forms.ts', '/src/booking.tsx'])).toEqual([
      'assets/format.js',
      'assets/zod.js',
      'assets/forms.js',
      'assets/cards.js',
      'assets/booking.js',
    ]);
  });

  it('refuses a module that is in no chunk', () => {
    expect(() => chunkFilesOf(bundle, entry, ['/src/missing.ts'])).toThrow(/in no chunk/);
  });
});
