import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s, not 1: on a busy 2-core machine (CI runs the API's suites
// beside this one) a screen's first fetch and render can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no matchMedia: queries match nothing (the phone layout) unless a test says otherwise.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom decodes no pictures: every file opens as one unless a test says otherwise (the photo
// manager decodes each picked photo to refuse files that only claim to be images).
if (typeof globalThis.createImageBitmap !== 'function') {
  globalThis.createImageBitmap = (() =>
    Promise.resolve({
      width: 1,
      height: 1,
      close: () => undefined,
    })) as unknown as typeof createImageBitmap;
}
