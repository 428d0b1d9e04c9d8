/**
 * The tab's first page, noted by the eager navigation frame. What a page change does loads later
 * (navigation-effects is its own chunk): on a slow phone the person can already have left the
 * first page by then, and that change must still scroll to the top and move focus.
 */
let firstPathname: string | null = null;

/** Keeps the first path it is given; later calls change nothing. */
export const noteFirstPathname = (pathname: string): void => {
  firstPathname ??= pathname;
};

export const tabFirstPathname = (): string | null => firstPathname;
