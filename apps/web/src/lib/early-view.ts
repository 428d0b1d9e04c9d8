/**
 * An early page's shell (src/boot/page-shell.ts, issue 27, decision 039): index.html's boot script
 * shows the page's first state, drawn at build time by the app's own components, before the app's
 * code has run, and hides #root, into which the app draws the same page unseen. The app shows
 * itself in its place as soon as its page has rendered (revealPageShell), or, where the shell was
 * drawn with the first homes (the search, the home page), once its own homes are drawn
 * (revealApp); and as soon as it goes anywhere else or fails. Where the shell draws homes, the app
 * starts rendering once their first photo has painted (afterEarlyView), so it does not
 * compete with it.
 */

/** Under this name on `window`: the early view's state, set by the boot script. */
export const EARLY_VIEW_GLOBAL = '__nestlyEarlyView';

export interface EarlyView {
  /**
   * Resolves once the shell's homes have painted their first photo (or the boot script has given up
   * on them) and the page's code is asked for; at once where the shell draws no homes.
   */
  settled: Promise<void>;
  /** Removes the view (if drawn) and shows #root; later calls do nothing. */
  reveal: () => void;
  /**
   * Whether the app replaces the shell as soon as its page has rendered (revealPageShell); not once
   * the shell shows homes, which the app replaces when it draws its own (revealApp).
   */
  revealsOnPage?: boolean;
}

declare global {
  interface Window {
    [EARLY_VIEW_GLOBAL]?: EarlyView;
  }
}

/** When the app may start rendering: at once, unless a shell's homes are being drawn. */
const whenEarlyViewSettled = (): Promise<void> =>
  window[EARLY_VIEW_GLOBAL]?.settled ?? Promise.resolve();

/**
 * Runs the app's start-up `work` once the early view has settled, in a task of its own: not in
 * the entry's evaluation (one long task on a phone), and after the boot script has linked the
 * page's files, so that Vite's loader finds each link in place rather than adding them itself
 * (issue 27).
 */
export const afterEarlyView = (work: () => void): void => {
  void whenEarlyViewSettled().then(() => setTimeout(work, 0));
};

/**
 * Whether the app draws unseen, behind a page's shell (the shell hides #root until it hands over):
 * a state it draws on the way to the page's first answer is seen by nobody.
 */
export const isAppBehindShell = (): boolean =>
  // Not at build time, where the shells themselves are drawn (build/page-shells-plugin).
  typeof document !== 'undefined' && document.getElementById('root')?.hidden === true;

/** Shows the app in place of the page's shell, if there is one. */
export const revealApp = (): void => {
  window[EARLY_VIEW_GLOBAL]?.reveal();
};

/** Shows the app in place of a page shell, once a page has rendered (app/lazy-page). */
export const revealPageShell = (): void => {
  const view = window[EARLY_VIEW_GLOBAL];
  if (view?.revealsOnPage) view.reveal();
};
