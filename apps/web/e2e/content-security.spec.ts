import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support';

/**
 * The app lives within its own Content-Security-Policy (apps/api/src/app.ts): no page asks the
 * browser for anything the policy refuses. Zod used to probe for `new Function` on every page that
 * built a schema (src/lib/zod-jitless.ts), which the browser reported as a violation each time.
 */
const watchViolations = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
};

const visit = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
};

test("a tenant's and an owner's pages raise no Content-Security-Policy violation", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  // The sign-in form validates with Zod before it sends.
  await signIn(page, 'user', DEMO.user.email, DEMO.user.password);
  expect(await violations()).toEqual([]);
  for (const path of ['/user/home', '/user/properties', '/user/bookings', '/user/wallet']) {
    await visit(page, path);
    expect(await violations(), path).toEqual([]);
  }
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'owner', DEMO.owner.email, DEMO.owner.password);
  await visit(page, '/owner/dashboard');
  expect(await violations(), '/owner/dashboard').toEqual([]);
});
