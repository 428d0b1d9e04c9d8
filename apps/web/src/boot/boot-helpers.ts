// Small helpers of the boot script (./early-requests.ts) and its page shells, which run before
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

/** Ends a page shell: removes it, if drawn, and shows #root, where the app has drawn the page. */
export const showAppInsteadOf = (view: HTMLElement | undefined): void => {
  view?.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
};

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves once the view's first photo (if any) is loaded, decoded and painted. */
export const firstPhotoPainted = async (view: HTMLElement): Promise<void> => {
  const photo = view.querySelector('img');
  if (photo && !photo.complete) {
    await new Promise((resolve) => {
      photo.addEventListener('load', resolve, { once: true });
      photo.addEventListener('error', resolve, { once: true });
    });
  }
  await photo?.decode().catch(() => undefined);
  // The first frame runs before the paint it belongs to; the second, after it.
  await nextFrame();
  await nextFrame();
};
