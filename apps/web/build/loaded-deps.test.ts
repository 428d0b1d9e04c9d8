import { describe, expect, it } from 'vitest';
import { loadedDepsFilter } from './loaded-deps';

/** A written chunk as far as the filter reads one: its file and its static imports. */
const chunk = (fileName: string, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
});

describe('loadedDepsFilter', () => {
  // The entry imports React; the booking page imports the entry's React and the cards; its months'
  // code (lazy) imports React, the cards and the forms, which import a date helper.
  const bundle = {
    'entry.js': chunk('entry.js', ['react.js']),
    'react.js': chunk('react.js'),
    'booking-page.js': chunk('booking-page.js', ['react.js', 'cards.js']),
    'cards.js': chunk('cards.js', ['react.js']),
    'months.js': chunk('months.js', ['react.js', 'cards.js', 'forms.js']),
    'forms.js': chunk('forms.js', ['dates.js']),
    'dates.js': chunk('dates.js'),
    'styles.css': { type: 'asset' as const, fileName: 'styles.css' },
  };
  const written = () => {
    const filter = loadedDepsFilter();
    const generateBundle = filter.plugin.generateBundle as (o: unknown, b: unknown) => void;
    generateBundle({}, bundle);
    return filter;
  };

  it("leaves out of a lazy import's preload what its importer loaded statically", () => {
    const { resolveDependencies } = written();
    const deps = ['react.js', 'cards.js', 'forms.js', 'dates.js'];
    expect(
      resolveDependencies('months.js', deps, { hostId: 'booking-page.js', hostType: 'js' }),
    ).toEqual(['forms.js', 'dates.js']);
    // From the entry, only React is known to be there.
    expect(resolveDependencies('months.js', deps, { hostId: 'entry.js', hostType: 'js' })).toEqual([
      'cards.js',
      'forms.js',
      'dates.js',
    ]);
  });

  it("keeps every dependency of an HTML page's scripts, and of a build it has not seen", () => {
    expect(
      written().resolveDependencies('entry.js', ['react.js'], {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(['react.js']);
    expect(
      loadedDepsFilter().resolveDependencies('months.js', ['react.js'], {
        hostId: 'booking-page.js',
        hostType: 'js',
      }),
    ).toEqual(['react.js']);
  });
});
