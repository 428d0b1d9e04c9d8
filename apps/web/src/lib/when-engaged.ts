/**
 * The first signs that someone is using the page: a touch, a click, a key, a pointer moving over
 * it, focus moving (a screen reader), a scroll. Capturing, so nothing the page does can hide them.
 */
const ENGAGEMENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
] as const;

let engaged = false;
const waiting = new Set<() => void>();

const runWhenIdle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
};

const onFirstEngagement = () => {
  engaged = true;
  for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onFirstEngagement, true);
  // Each its own task, between the person's own events, never one long one.
  for (const start of waiting) start();
  waiting.clear();
};

/**
 * Runs `work` (fetching code that only an interaction needs: a dialog's, Radix's) once someone
 * engages with the page, when the browser is next idle. Fetched while the page loads, that code
 * was evaluated beside the page's own work and made a phone's main thread busy for no one (issue
 * 27: a wallet fetched 107 KiB more than it draws). A control asked for sooner (a dialog opened)
 * fetches its own code at once; this only warms what the person may use next.
 */
export const whenEngaged = (work: () => void): (() => void) => {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = runWhenIdle(() => !cancelled && work());
  };
  if (engaged) {
    start();
  } else {
    if (waiting.size === 0) {
      for (const type of ENGAGEMENT_EVENTS) {
        window.addEventListener(type, onFirstEngagement, { capture: true, passive: true });
      }
    }
    waiting.add(start);
  }
  return () => {
    cancelled = true;
    waiting.delete(start);
    cancelIdle?.();
  };
};
