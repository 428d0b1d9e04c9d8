import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createUserViaApi, signIn, signedInTenantContext } from './support';

/**
 * Issue 27 (decision 039): an early page's address is answered with its shell, the page's first
 * state drawn at build time by the app's own components; the boot script shows it, with the
 * tenant's name (and on the search and the home page, with the first homes once they answer),
 * before the app's code has run, and the app takes its place, part for part.
 */

interface Timeline {
  /** Each largest-contentful-paint candidate: when, whether it was in the shell, and its text. */
  paints: { at: number; isShell: boolean; text: string }[];
  /** When the shell left the page. */
  revealedAt?: number;
  shifts: number;
}

declare global {
  interface Window {
    __timeline?: Timeline;
  }
}

const SHELL = '#page-shell-view';

/** A signed-in tenant's page that records its largest paints, layout shifts and the hand-over. */
const signedInPage = async (
  browser: Browser,
  viewport: { width: number; height: number },
  isMobile: boolean,
): Promise<Page> => {
  const context = await signedInTenantContext(browser, { viewport, isMobile });
  return recordingPage(await context.newPage());
};

/** `page`, recording from its next load its largest paints, layout shifts and the hand-over. */
const recordingPage = async (page: Page): Promise<Page> => {
  await page.addInitScript((shell) => {
    const timeline: Timeline = { paints: [], shifts: 0 };
    window.__timeline = timeline;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        timeline.paints.push({
          at: entry.startTime,
          isShell: Boolean(entry.element?.closest(shell)),
          text: entry.element?.textContent?.slice(0, 80) ?? '',
        });
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
      if (timeline.paints.length > 0 && !document.querySelector(shell)) {
        timeline.revealedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, SHELL);
  return page;
};

/** Holds the app's code back until the returned function is called. */
const holdAppCode = async (page: Page): Promise<() => void> => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

type Box = { x: number; y: number; width: number; height: number };

const boxesOf = async (parts: Record<string, Locator>) => {
  const boxes: Record<string, Box | null> = {};
  for (const [name, locator] of Object.entries(parts)) boxes[name] = await locator.boundingBox();
  return boxes;
};

/**
 * Each part is where it was, within 1 px. `sidesOf` narrows a part's comparison: the account name,
 * say, moves sideways once the unread counts (which no shell can know) are drawn beside the bell.
 */
const expectSamePlaces = (
  before: Record<string, Box | null>,
  after: Record<string, Box | null>,
  sidesOf: (name: string) => readonly (keyof Box)[] = () => ['x', 'y', 'width', 'height'],
) => {
  for (const [name, box] of Object.entries(before)) {
    expect(box, `${name} in the shell`).not.toBeNull();
    expect(after[name], `${name} in the app`).not.toBeNull();
    for (const side of sidesOf(name)) {
      expect(Math.abs(box![side] - after[name]![side]), `${name}'s ${side}`).toBeLessThanOrEqual(1);
    }
  }
};

/**
 * The cards of `list` as markup with each element's attributes in one order (the app's DOM and a
 * shell's may set them in another) and no server render markers: equal means the same cards.
 */
const cardsOf = (list: Locator): Promise<string[]> =>
  list.locator(':scope > a').evaluateAll((cards) => {
    const canonical = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = Array.from(node.attributes)
        .map(({ name, value }) => `${name}="${value}"`)
        .sort()
        .join(' ');
      const children = Array.from(node.childNodes).map(canonical).join('');
      return `<${node.localName} ${attributes}>${children}</${node.localName}>`;
    };
    return cards.map(canonical);
  });

const timelineOf = (page: Page) => page.evaluate(() => window.__timeline!);

const DEVICES = [
  { device: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { device: 'a desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
];

for (const { device, viewport, isMobile } of DEVICES) {
  test(`${device}: the wallet's shell is on screen before the app's code, and the app takes its place`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, viewport, isMobile);
    const releaseAppCode = await holdAppCode(page);
    await page.goto('/user/wallet', { waitUntil: 'commit' });
    const shell = page.locator(SHELL);
    const parts = (container: Locator) => ({
      header: container.locator('header').first(),
      heading: container.locator('h1').first(),
      name: container.getByText('Asha', { exact: true }).first(),
    });
    // The shell is a picture of the page: seen, with the tenant's name, but not for screen
    // readers or taps until the app has it.
    await expect(parts(shell).heading).toHaveText('My wallet');
    await expect(parts(shell).name).toBeVisible();
    await expect(shell).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#root')).toBeHidden();
    const before = await boxesOf(parts(shell));

    releaseAppCode();
    await expect(shell).toHaveCount(0);
    const app = page.locator('#root');
    await expect(app.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
    expectSamePlaces(before, await boxesOf(parts(app)), (name) =>
      name === 'name' ? ['y', 'height'] : ['x', 'y', 'width', 'height'],
    );
    expect((await timelineOf(page)).shifts).toBeLessThanOrEqual(0.05);
    await page.context().close();
  });

  test(`${device}: the search's shell shows the first homes before the app's code, and the app draws the same cards in the same places`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, viewport, isMobile);
    const releaseAppCode = await holdAppCode(page);
    await page.goto('/user/properties', { waitUntil: 'commit' });
    const shell = page.locator(SHELL);
    const parts = (container: Locator) => ({
      header: container.locator('header').first(),
      heading: container.locator('h1'),
      count: container.getByText(/^\d+ homes?$/),
      sort: container.locator('section select'),
      firstCard: container.locator('.grid > a').first(),
      firstPhoto: container.locator('.grid > a').first().locator('img'),
      secondCard: container.locator('.grid > a').nth(1),
    });
    await expect(parts(shell).firstPhoto).toHaveJSProperty('complete', true);
    await expect(shell.getByText('Asha', { exact: true }).first()).toBeVisible();
    // The homes on screen are the shell's: nothing of the app is drawn yet.
    await expect(page.locator('#root')).toBeHidden();
    const before = await boxesOf(parts(shell));
    const shellCards = await cardsOf(shell.locator('section .grid'));

    releaseAppCode();
    await expect(shell).toHaveCount(0);
    const app = page.locator('#root');
    await expect(app).toBeVisible();
    expectSamePlaces(before, await boxesOf(parts(app)));
    // Not a likeness: the app's cards are the shell's, attribute for attribute.
    expect(await cardsOf(app.locator('section .grid'))).toEqual(shellCards);
    await expect(app.getByRole('button', { name: /Asha/ })).toBeVisible();

    // The largest paint was the shell's photo, before the app showed itself; the swap moved
    // nothing.
    const timeline = await timelineOf(page);
    expect(timeline.paints.at(-1)?.isShell).toBe(true);
    expect(timeline.revealedAt).toBeDefined();
    expect(timeline.paints.at(-1)!.at).toBeLessThan(timeline.revealedAt!);
    expect(timeline.shifts).toBeLessThanOrEqual(0.05);
    await page.context().close();
  });
}

test("a phone: the home page's shell shows the featured homes, and the app takes over with the same cards", async ({
  browser,
}) => {
  const page = await signedInPage(browser, { width: 390, height: 844 }, true);
  const releaseAppCode = await holdAppCode(page);
  await page.goto('/user/home', { waitUntil: 'commit' });
  const shell = page.locator(SHELL);
  await expect(shell.locator('h1')).toHaveText('Welcome, Asha!');
  const featured = (container: Locator) =>
    container.locator('section[aria-labelledby="featured-title"] .grid');
  await expect(featured(shell).locator('a img').first()).toHaveJSProperty('complete', true);
  const shellCards = await cardsOf(featured(shell));
  expect(shellCards.length).toBeGreaterThan(0);

  releaseAppCode();
  await expect(shell).toHaveCount(0);
  const app = page.locator('#root');
  await expect(app.getByRole('heading', { level: 1, name: 'Welcome, Asha!' })).toBeVisible();
  expect(await cardsOf(featured(app))).toEqual(shellCards);
  expect((await timelineOf(page)).shifts).toBeLessThanOrEqual(0.05);
  await page.context().close();
});

test("a phone: a home's shell shows its first photo before the app's code, and the app's gallery shows it in its place", async ({
  browser,
}) => {
  const page = await signedInPage(browser, { width: 390, height: 844 }, true);
  await page.goto('/user/properties');
  const href = await page.locator('#root .grid > a').first().getAttribute('href');
  const releaseAppCode = await holdAppCode(page);
  await page.goto(href!, { waitUntil: 'commit' });
  const shell = page.locator(SHELL);
  // The home's page while it loads, as the app draws it with a cover in hand: the photo where the
  // gallery will show it, the rest still loading.
  const photo = shell.locator('[role="status"] img');
  await expect(photo).toHaveJSProperty('complete', true);
  const src = await photo.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/properties\/.+-large\.webp$/);
  await expect(page.locator('#root')).toBeHidden();
  const before = await photo.boundingBox();

  releaseAppCode();
  await expect(shell).toHaveCount(0);
  const gallery = page.locator('#root section[aria-roledescription="gallery"] img').first();
  await expect(gallery).toHaveAttribute('src', src!);
  await expect(page.locator('#root h1')).toBeVisible();
  const after = await gallery.boundingBox();
  expect(Math.abs(before!.width - after!.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(before!.height - after!.height)).toBeLessThanOrEqual(1);
  // The largest paint was the shell's photo, before the app showed itself.
  const timeline = await timelineOf(page);
  expect(timeline.paints.at(-1)?.isShell).toBe(true);
  expect(timeline.paints.at(-1)!.at).toBeLessThan(timeline.revealedAt!);
  await page.context().close();
});

test("a phone: a booking's shell shows its home's photo before the app's code, and the app's card shows it in its place", async ({
  browser,
}) => {
  const page = await signedInPage(browser, { width: 390, height: 844 }, true);
  await page.goto('/user/bookings');
  const href = await page.locator('#root a[href^="/user/bookings/"]').first().getAttribute('href');
  const releaseAppCode = await holdAppCode(page);
  await page.goto(href!, { waitUntil: 'commit' });
  const shell = page.locator(SHELL);
  const photo = shell.locator('[role="status"] img');
  await expect(photo).toHaveJSProperty('complete', true);
  const src = await photo.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/properties\/.+-thumb\.webp$/);
  await expect(page.locator('#root')).toBeHidden();
  const before = await photo.boundingBox();

  releaseAppCode();
  await expect(shell).toHaveCount(0);
  await expect(page.locator('#root h1')).toBeVisible();
  const thumb = page.locator(`#root img[src="${src}"]`).first();
  const after = await thumb.boundingBox();
  expect(Math.abs(before!.width - after!.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(before!.height - after!.height)).toBeLessThanOrEqual(1);
  const timeline = await timelineOf(page);
  expect(timeline.paints.at(-1)?.isShell).toBe(true);
  expect(timeline.paints.at(-1)!.at).toBeLessThan(timeline.revealedAt!);
  await page.context().close();
});

test("a phone: a new tenant's chat shell shows the empty inbox before the app's code, and the app shows the same", async ({
  browser,
  request,
}) => {
  const tenant = await createUserViaApi(request, 'Nila');
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await recordingPage(await context.newPage());
  await signIn(page, 'user', tenant.email, tenant.password);
  const releaseAppCode = await holdAppCode(page);
  await page.goto('/user/chat', { waitUntil: 'commit' });
  const shell = page.locator(SHELL);
  const emptyText = /Browse homes and message an owner/;
  await expect(shell.getByText(emptyText)).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const before = await shell.getByText(emptyText).boundingBox();
  // The empty inbox is the largest paint, and the shell's: recorded before the shell goes (an
  // entry read once its element has left the page has no element to tell).
  await expect
    .poll(async () => {
      const last = (await timelineOf(page)).paints.at(-1);
      return last?.isShell && emptyText.test(last.text);
    })
    .toBe(true);

  releaseAppCode();
  await expect(shell).toHaveCount(0);
  const app = page.locator('#root');
  await expect(app.getByText(emptyText)).toBeVisible();
  const after = await app.getByText(emptyText).boundingBox();
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(before![side] - after![side]), side).toBeLessThanOrEqual(1);
  }
  // Chrome may record the app's copy of the same text as one more candidate as it replaces the
  // shell's (same place, same size, checked above): the person saw it from the shell's paint.
  expect((await timelineOf(page)).shifts).toBeLessThanOrEqual(0.05);
  await page.context().close();
});

test('a search with filters is left to the app: no shell drawn for other homes', async ({
  browser,
}) => {
  const page = await signedInPage(browser, { width: 390, height: 844 }, true);
  await page.goto('/user/properties?city=Kochi');
  await expect(page.getByRole('heading', { level: 1, name: 'Homes for rent' })).toBeVisible();
  await expect(page.locator(SHELL)).toHaveCount(0);
  const cities = await page.locator('#root .grid > a span.truncate').allTextContents();
  for (const city of cities) expect(city).toContain('Kochi');
  await page.context().close();
});

test('a visitor is never shown a shell: the wallet sends them to sign in', async ({ page }) => {
  await page.goto('/user/wallet');
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.locator(SHELL)).toHaveCount(0);
});
