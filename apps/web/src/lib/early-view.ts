/**
 * The early view of the signed-in search (src/boot/early-search-view.ts), or an early page's
 * shell (src/boot/page-shell.ts, issue 27). For the search: index.html's boot
 * script draws the first homes from its early answers before the app's code has run, and hides
 * #root, into which the app draws the same page unseen. The app starts rendering once that view
 * has painted (or at once when there is none: whenEarlyViewSettled), so it does not compete with
 * the first photo, and shows itself in its place once its own results are drawn (revealApp), or as
 * soon as it goes anywhere else or fails. docs/decisions/025-early-search-view.md says why.
 */

/** Under this name on `window`: the early view's state, set by the boot script. */
export const EARLY_VIEW_GLOBAL = '__nestlyEarlyView';

export interface EarlyView {
  /**
   * Resolves once the view has painted its first photo (or the boot script has given up on it) and
   * the page's code is asked for.
   */
  settled: Promise<void>;
  /** Removes the view (if drawn) and shows #root; later calls do nothing. */
  reveal: () => void;
  /**
   * A page shell (src/boot/page-shell.ts), which the app replaces as soon as its page has rendered
   * (revealPageShell); the search's early view waits for the search's own results instead.
   */
  revealsOnPage?: boolean;
}

declare global {
  interface Window {
    [EARLY_VIEW_GLOBAL]?: EarlyView;
  }
}

/** When the app may start rendering: at once, unless an early view is being drawn. */
export const whenEarlyViewSettled = (): Promise<void> =>
  window[EARLY_VIEW_GLOBAL]?.settled ?? Promise.resolve();

/** Shows the app in place of the early view, if there is one. */
export const revealApp = (): void => {
  window[EARLY_VIEW_GLOBAL]?.reveal();
};

/** Shows the app in place of a page shell, once a page has rendered (app/lazy-page). */
export const revealPageShell = (): void => {
  const view = window[EARLY_VIEW_GLOBAL];
  if (view?.revealsOnPage) view.reveal();
};
