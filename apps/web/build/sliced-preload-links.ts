import type { Plugin } from 'vite';
import { LINKING_SLICE_MS } from '../src/boot/linking-slice';

/** Vite's preload helper, which every lazy `import()` of the build calls (`__vitePreload`). */
const HELPER_ID = '\0vite/preload-helper.js';

/** Where the helper adds a link for each file the lazy chunk imports (Vite 7's helper). */
const APPEND = 'document.head.appendChild(link);';

/**
 * The code put before the helper's: the module links it would have added at once, added a slice
 * at a time, each slice in a task of its own (oldest first). Stylesheets are still added at once:
 * the helper waits for them.
 */
export const SLICED_APPEND = `const pendingModuleLinks = [];
const appendModuleLinks = () => {
  const sliceStart = performance.now();
  while (pendingModuleLinks.length > 0 && performance.now() - sliceStart < ${LINKING_SLICE_MS}) {
    document.head.appendChild(pendingModuleLinks.shift());
  }
  if (pendingModuleLinks.length > 0) setTimeout(appendModuleLinks, 0);
};
const appendModuleLink = (link) => {
  if (pendingModuleLinks.push(link) === 1) setTimeout(appendModuleLinks, 0);
};
`;

/** The helper's code with its module links added in slices (see slicedPreloadLinks). */
export const sliceHelperLinks = (code: string): string => {
  if (code.split(APPEND).length !== 2) {
    // A Vite upgrade that rewrote the helper: fail the build rather than lose the slicing quietly.
    throw new Error(
      `Vite's preload helper no longer has one "${APPEND}"; update ${import.meta.url}`,
    );
  }
  return (
    SLICED_APPEND +
    code.replace(
      APPEND,
      () => 'if (isCss) document.head.appendChild(link); else appendModuleLink(link);',
    )
  );
};

/**
 * Vite's preload helper adds a `<link rel=modulepreload>` for every file a lazy chunk imports, all
 * in the task of the `import()`: the booking page asking for its months' code added 22 in one
 * task, one of the page's long tasks on a phone (issue 27, docs/performance.md, eleventh pass).
 * Here it adds them in slices of LINKING_SLICE_MS, as the boot script does for the opened page.
 * The chunk's own `import()` is not delayed: the browser fetches it, and finds its imports, at
 * once; the links only save it a round trip for the files further down.
 */
export const slicedPreloadLinks = (): Plugin => ({
  name: 'nestly-sliced-preload-links',
  apply: 'build',
  transform: (code, id) => (id === HELPER_ID ? { code: sliceHelperLinks(code), map: null } : null),
});
