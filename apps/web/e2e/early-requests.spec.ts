import { expect, test } from '@playwright/test';
import { signedInTenantContext } from './support';

/**
 * Issue 12: index.html sends a signed-in tenant's account check and search as the page opens
 * (src/boot/early-requests.ts), and the app takes those answers instead of asking again.
 */
test('a cold signed-in search is asked for once, by index.html, with the link’s filters', async ({
  browser,
}) => {
  const context = await signedInTenantContext(browser);
  const page = await context.newPage();
  const searches: string[] = [];
  const searchAccepts: string[] = [];
  const blockedScripts: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/user/property/filtered')) return;
    searches.push(request.url());
    // The boot script asks for JSON alone; axios would send 'application/json, text/plain, */*'.
    searchAccepts.push(request.headers()['accept'] ?? '');
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blockedScripts.push(message.text());
  });

  await page.goto('/user/properties?city=Goa&sort=rent_asc');
  await expect(page.getByRole('link', { name: /Anjuna beach house/ }).first()).toBeVisible();
  // The homes first come from index.html's early view (e2e/early-view.spec.ts); then the app,
  // with the same answer, takes its place.
  await expect(page.locator('#early-view')).toHaveCount(0);
  await expect(
    page.locator('#root').getByRole('link', { name: /Anjuna beach house/ }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(blockedScripts).toEqual([]);
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]!).searchParams.get('city')).toBe('Goa');
  expect(new URL(searches[0]!).searchParams.get('sort')).toBe('rent_asc');
  expect(searchAccepts).toEqual(['application/json']);
  // Taken by the app: nothing is left waiting under the early requests.
  const left = await page.evaluate(() =>
    Object.keys((window as { __nestlyEarlyRequests?: object }).__nestlyEarlyRequests ?? {}),
  );
  expect(left).toEqual([]);

  // Another address is answered for its own filters (the early search follows the URL).
  await page.goto('/user/properties?city=Pune');
  await page.waitForLoadState('networkidle');
  expect(searches.at(-1)).toContain('city=Pune');
  await expect(page.getByRole('link', { name: /Anjuna beach house/ })).toHaveCount(0);
  await context.close();
});

test('a visitor opening the search sends no request before the login', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/')) apiCalls.push(request.url());
  });
  await page.goto('/user/properties');
  await expect(page).toHaveURL(/\/user\/login/);
  expect(apiCalls).toEqual([]);
});
