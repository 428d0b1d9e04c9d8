/**
 * What the eager navigation frame notes for the page-change effects, which load later
 * (navigation-effects is its own chunk): on a slow phone the person can already have left the
 * first page by then, or have acted on the new one (opened a menu), and the effects must know.
 */
let firstPathname: string | null = null;
let shownPathname: string | null = null;
/** Counted rather than timed: two events in the same millisecond still come in order. */
let actions = 0;
let actionsAtPageChange = 0;

if (typeof window !== 'undefined') {
  const onAction = () => {
    actions += 1;
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
    window.addEventListener(type, onAction, { passive: true, capture: true });
  }
}

/** Called on every render of the frame: keeps the tab's first path and when the path changed. */
export const notePathname = (pathname: string): void => {
  firstPathname ??= pathname;
  if (pathname === shownPathname) return;
  shownPathname = pathname;
  actionsAtPageChange = actions;
};

export const tabFirstPathname = (): string | null => firstPathname;

/** Whether the person has scrolled, typed or clicked since the page last changed. */
export const hasActedSincePageChange = (): boolean => actions > actionsAtPageChange;
