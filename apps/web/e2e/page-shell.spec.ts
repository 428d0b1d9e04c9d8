import { expect, test, type Locator } from '@playwright/test';
import { signedInTenantContext } from './support';

/**
 * Issue 27 (decision 039): an early page's address is answered with its shell, the page's first
 * state drawn at build time by the app's own components; the boot script shows it, with the
 * tenant's name, before the app's code has run, and the app takes its place, part for part.
 */
for (const { device, viewport, isMobile } of [
  { device: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { device: 'a desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
]) {
  test(`${device}: the wallet's shell is on screen before the app's code, and the app takes its place`, async ({
    browser,
  }) => {
    const context = await signedInTenantContext(browser, { viewport, isMobile });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const timeline = { shifts: 0 };
      (window as { __shifts?: typeof timeline }).__shifts = timeline;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) timeline.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let releaseAppCode: () => void = () => undefined;
    const appCodeReleased = new Promise<void>((resolve) => (releaseAppCode = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await appCodeReleased;
      await route.continue();
    });

    await page.goto('/user/wallet', { waitUntil: 'commit' });
    const shell = page.locator('#page-shell-view');
    const parts = (container: Locator) => ({
      header: container.locator('header'),
      heading: container.locator('h1'),
      name: container.getByText('Asha', { exact: true }),
    });
    // The shell is a picture of the page: seen, with the tenant's name, but not for screen
    // readers or taps until the app has it.
    await expect(parts(shell).heading).toHaveText('My wallet');
    await expect(parts(shell).name.first()).toBeVisible();
    await expect(shell).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#root')).toBeHidden();
    const before: Record<string, { x: number; y: number; width: number; height: number } | null> =
      {};
    for (const [name, locator] of Object.entries(parts(shell))) {
      before[name] = await locator.first().boundingBox();
    }

    releaseAppCode();
    await expect(shell).toHaveCount(0);
    const app = page.locator('#root');
    await expect(app.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
    for (const [name, locator] of Object.entries(parts(app))) {
      const box = await locator.first().boundingBox();
      expect(box, `${name} in the app`).not.toBeNull();
      // The name's row only: the unread counts, which the shell cannot know, are drawn beside
      // the bell once they have answered and push the account button sideways, shell or not.
      const sides =
        name === 'name' ? (['y', 'height'] as const) : (['x', 'y', 'width', 'height'] as const);
      for (const side of sides) {
        expect(Math.abs(before[name]![side] - box![side]), `${name}'s ${side}`).toBeLessThanOrEqual(
          1,
        );
      }
    }
    const shifts = await page.evaluate(
      () => (window as { __shifts?: { shifts: number } }).__shifts!.shifts,
    );
    expect(shifts).toBeLessThanOrEqual(0.05);
    await context.close();
  });
}

test('a visitor is never shown a shell: the wallet sends them to sign in', async ({ page }) => {
  await page.goto('/user/wallet');
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.locator('#page-shell-view')).toHaveCount(0);
});
