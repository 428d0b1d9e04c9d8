import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installHumanMessages } from '@nestly/shared';
import { preloadDialog } from '../components/ui/dialog';
import { preloadFilterTabs } from '../components/ui/filter-tabs';
import { preloadNamedIcons } from '../components/ui/named-icon';
import { preloadSwitch } from '../components/ui/switch';
import { preloadTooltip } from '../components/ui/tooltip';
import { useAuthStore } from '../stores/auth-store';
import { apiServer } from './fake-api';
import { keepUploadNames } from './upload-bridge';

// findBy… and waitFor wait up to 5 s, not 1: on a busy 2-core machine (CI runs the API's suites
// beside this one) a screen's first fetch and render can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// As main.tsx does: fields' refusals a schema left to Zod read as sentences (issue 29).
installHumanMessages();

// Only /api is faked (serveApi, which answers 404 to what a test did not route); any other request
// goes out untouched, as it did before the fake server moved to the network level.
beforeAll(async () => {
  // Dialogs, tooltips, switches, filter buttons and amenity icons fetch their code when idle or
  // first needed (components/ui); here it is fetched before any test, so they draw in the render
  // that asks for them, as on a warm page (lazy-primitives.test.tsx tests the cold way).
  await Promise.all([
    preloadDialog(),
    preloadTooltip(),
    preloadNamedIcons(),
    preloadSwitch(),
    preloadFilterTabs(),
  ]);
  keepUploadNames();
  apiServer.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  // The session store lives for the whole file: a test signed in must not leave the next one so.
  useAuthStore.getState().clearSession();
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

// jsdom has no ResizeObserver (every browser the app supports has): Radix measures a switch inside
// a form with one. Nothing is ever resized in jsdom, so an observer that never reports is exact.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
