import { expect, test, type Browser } from '@playwright/test';
import { signedInTenantContext } from './support';

/** Issue 12: the search page must not move under the reader while it loads. */
const CLS_BUDGET = 0.05;

interface ShiftLog {
  total: number;
  shifts: { value: number; sources: string[] }[];
}

declare global {
  interface Window {
    __layoutShifts?: ShiftLog;
  }
}

/**
 * Signs the demo tenant in, then opens /user/properties in a fresh browser context that carries
 * only the session (so nothing is cached: a cold load), with a PerformanceObserver summing every
 * layout shift that did not follow the person's own input, as Cumulative Layout Shift does.
 */
const measureColdLoad = async (
  browser: Browser,
  viewport: { width: number; height: number },
  isMobile: boolean,
) => {
  const context = await signedInTenantContext(browser, { viewport, isMobile });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const log: ShiftLog = { total: 0, shifts: [] };
    window.__layoutShifts = log;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        log.total += entry.value;
        log.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? '?';
            return `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 80)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/user/properties');
  await expect(page.getByText(/^\d+ homes?$/)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading homes' })).toHaveCount(0);
  // Results are in; let the photos and the amenities finish arriving before reading the sum.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  const log = await page.evaluate(() => window.__layoutShifts!);
  await context.close();
  return log;
};

test('a phone: /user/properties loads cold without shifting (CLS ≤ 0.05)', async ({ browser }) => {
  const log = await measureColdLoad(browser, { width: 390, height: 844 }, true);
  expect(log.total, JSON.stringify(log.shifts, null, 2)).toBeLessThanOrEqual(CLS_BUDGET);
});

test('a desktop: /user/properties loads cold without shifting (CLS ≤ 0.05)', async ({
  browser,
}) => {
  const log = await measureColdLoad(browser, { width: 1366, height: 900 }, false);
  expect(log.total, JSON.stringify(log.shifts, null, 2)).toBeLessThanOrEqual(CLS_BUDGET);
});
