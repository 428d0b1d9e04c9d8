import type { Plugin, Rollup } from 'vite';

/**
 * What a lazy import need not preload: the chunks its importer imports statically, which were all
 * loaded and run before the importer's own code could ask for anything. Vite lists a lazy chunk's
 * whole static closure to preload (React, the router, axios, the cards...) and its helper appends a
 * `<link rel=modulepreload>` for each one no link names yet: a booking page asking for its months'
 * code appended 45 links in one task, 20 ms of a 48 ms task on a fast machine (about 190 ms on
 * Lighthouse's phone, most of that page's Total Blocking Time; issue 27). Only what is new to the
 * page is left, so the preload's work and the entry's lists shrink and nothing loads later.
 *
 * `plugin` keeps the build's chunk graph as it is written (before Vite's import
 * analysis fills in the lists), and `resolveDependencies` (Vite's
 * `build.modulePreload.resolveDependencies`) filters each list with it.
 */
export const loadedDepsFilter = () => {
  let bundle: Rollup.OutputBundle | undefined;
  const loadedBy = new Map<string, Set<string>>();

  const staticClosure = (file: string, seen = new Set<string>()) => {
    const chunk = bundle?.[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return seen;
    seen.add(file);
    for (const imported of chunk.imports) staticClosure(imported, seen);
    return seen;
  };

  const plugin: Plugin = {
    name: 'nestly-loaded-deps',
    apply: 'build',
    generateBundle: (_options, written) => {
      bundle = written;
      loadedBy.clear();
    },
  };

  const resolveDependencies = (
    _lazyChunk: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => {
    // An HTML page's own scripts preload what they import; only a chunk's lazy imports are ours.
    if (hostType !== 'js' || !bundle) return deps;
    let loaded = loadedBy.get(hostId);
    if (!loaded) {
      loaded = staticClosure(hostId);
      loadedBy.set(hostId, loaded);
    }
    return deps.filter((dep) => !loaded.has(dep));
  };

  return { plugin, resolveDependencies };
};
