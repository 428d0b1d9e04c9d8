/** Runs `work` when the browser is idle after the page has drawn (a timer where there is no idle callback). */
export const whenIdle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1_500);
  return () => window.clearTimeout(handle);
};
