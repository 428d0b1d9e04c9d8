/**
 * How long a task may spend adding `<link rel=modulepreload>` elements before it lets the browser
 * run something else: the boot script's links for the opened page (./early-requests.ts) and Vite's
 * preload helper's for a lazy chunk (build/sliced-preload-links.ts). Adding one costs 1 to 4 ms of
 * the main thread on a slow machine (the browser starts the file's fetch there and then), and
 * Lighthouse's phone counts a task as blocking past 12.5 ms here (50 ms at its 4x slower CPU): a
 * fixed four per task made tasks of 13 to 25 ms on a slow machine, while a fast one adds a dozen in
 * that time.
 */
export const LINKING_SLICE_MS = 6;
