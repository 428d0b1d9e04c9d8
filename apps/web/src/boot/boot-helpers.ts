// Small helpers of the boot script (./early-requests.ts) and its early view, which run before
// any of the app's code.

/** A path on this site (`/uploads/…`), not a URL elsewhere nor a protocol-relative `//host/…`. */
export const isSitePath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/**
 * Resolves once the document is parsed (so #root exists): readyState "interactive", not
 * DOMContentLoaded, which waits for the app's module scripts to have run.
 */
export const documentParsed = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState !== 'loading') {
      resolve();
      return;
    }
    document.addEventListener('readystatechange', () => resolve(), { once: true });
  });

/**
 * Ends a stand-in for the app (the search's early view, a page shell): removes it, if drawn, and
 * shows #root, where the app has drawn the page meanwhile.
 */
export const showAppInsteadOf = (view: HTMLElement | undefined): void => {
  view?.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
};
