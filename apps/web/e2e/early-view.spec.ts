import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signedInTenantContext } from './support';

/**
 * Issue 12: on a signed-in search, index.html draws the first homes from its early answers before
 * the app's code has run (src/boot/early-search-view.ts), and the app takes their place once its
 * own results are drawn. The two must look the same, part for part, or the swap would be seen.
 */

interface Timeline {
  /** Each largest-contentful-paint candidate: when, and whether it was in the early view. */
  paints: { at: number; isEarly: boolean }[];
  /** When the early view left the page. */
  revealedAt?: number;
  shifts: number;
}

declare global {
  interface Window {
    __timeline?: Timeline;
  }
}

const signedInPage = async (
  browser: Browser,
  viewport: { width: number; height: number },
  isMobile: boolean,
): Promise<Page> => {
  const context = await signedInTenantContext(browser, { viewport, isMobile });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const timeline: Timeline = { paints: [], shifts: 0 };
    window.__timeline = timeline;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        const isEarly = Boolean(entry.element?.closest('#early-view'));
        timeline.paints.push({ at: entry.startTime, isEarly });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) timeline.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_, observer) => {
      if (timeline.paints.length > 0 && !document.getElementById('early-view')) {
        timeline.revealedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return page;
};

/** The parts whose place and size must not change at the swap, in `container`. */
const partsOf = (container: Locator) => ({
  header: container.locator('header'),
  heading: container.getByRole('heading', { level: 1 }),
  count: container.getByText(/^\d+ homes?$/),
  sort: container.getByLabel('Sort by'),
  firstCard: container.locator('.grid > a').first(),
  firstPhoto: container.locator('.grid > a').first().locator('img'),
  secondCard: container.locator('.grid > a').nth(1),
});

const boxesOf = async (container: Locator) => {
  const boxes: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const [name, locator] of Object.entries(partsOf(container))) {
    boxes[name] = await locator.boundingBox();
  }
  return boxes;
};

const checkSwap = async (page: Page) => {
  // The app's code is held back until the early view has been measured.
  let releaseAppCode: () => void = () => undefined;
  const appCodeReleased = new Promise<void>((resolve) => (releaseAppCode = resolve));
  await page.route(/\/assets\/(?!early-view-)[^/]+\.js$/, async (route) => {
    await appCodeReleased;
    await route.continue();
  });

  await page.goto('/user/properties', { waitUntil: 'commit' });
  const early = page.locator('#early-view');
  await expect(partsOf(early).firstPhoto).toHaveJSProperty('complete', true);
  await expect(early.getByText('Asha', { exact: true })).toBeVisible();
  // Nothing of the app is drawn yet: the homes on screen are the early view's.
  await expect(page.locator('#root')).toBeHidden();
  const before = await boxesOf(early);

  releaseAppCode();
  await expect(early).toHaveCount(0);
  const app = page.locator('#root');
  await expect(app).toBeVisible();
  const after = await boxesOf(app);

  for (const [name, box] of Object.entries(before)) {
    expect(box, `${name} in the early view`).not.toBeNull();
    const appBox = after[name];
    expect(appBox, `${name} in the app`).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(box![side] - appBox![side]), `${name}'s ${side}`).toBeLessThanOrEqual(1);
    }
  }

  // The app took over: its own card links and menu work from here.
  await expect(app.getByRole('button', { name: /Asha/ })).toBeVisible();
  const timeline = await page.evaluate(() => window.__timeline!);
  // The largest paint was the early view's photo, before the app showed itself, and the swap
  // moved nothing.
  expect(timeline.paints.length).toBeGreaterThan(0);
  expect(timeline.paints.at(-1)!.isEarly).toBe(true);
  expect(timeline.revealedAt).toBeDefined();
  expect(timeline.paints.at(-1)!.at).toBeLessThan(timeline.revealedAt!);
  expect(timeline.shifts).toBeLessThanOrEqual(0.05);
};

for (const { device, viewport, isMobile } of [
  { device: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { device: 'a desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
]) {
  test(`${device}: the early view of the search is the app’s page, part for part`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, viewport, isMobile);
    await checkSwap(page);
    await page.context().close();
  });
}

test('an early view’s home opens the tenant’s view of that home', async ({ browser }) => {
  const page = await signedInPage(browser, { width: 390, height: 844 }, true);
  // Held for good: the early view alone is on screen, as on a very slow network.
  await page.route(/\/assets\/(?!early-view-)[^/]+\.js$/, () => undefined);
  await page.goto('/user/properties', { waitUntil: 'commit' });
  const firstCard = page.locator('#early-view .grid > a').first();
  await expect(firstCard).toBeVisible();
  const href = await firstCard.getAttribute('href');
  expect(href).toMatch(/^\/user\/property\/[0-9a-f-]{36}$/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await firstCard.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().close();
});
