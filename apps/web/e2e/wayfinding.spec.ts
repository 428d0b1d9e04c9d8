import { expect, test, type Page } from '@playwright/test';
import {
  chooseMoveIn,
  createUserViaApi,
  DEMO,
  openHomeOf,
  isoDay,
  payInTestCheckout,
  signIn,
  signedInTenantContext,
} from './support';

/**
 * Issue 29, what newcomers tripped over: where a page opens (its top, or where the person was on
 * back and forward), where focus goes, where signing in leads, and the phone's chat list.
 */

const PHONE = { width: 390, height: 844 } as const;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The index of the first home card whose top is well inside the viewport (below the header). */
const firstHomeInView = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('#root a[href^="/user/property/"]')).findIndex((link) => {
      const { top } = link.getBoundingClientRect();
      return top > 80 && top < window.innerHeight - 200;
    }),
  );

test('a home opened from a scrolled list starts at the top; back returns to the list where it was, with focus on the heading', async ({
  browser,
}) => {
  const context = await signedInTenantContext(browser, { viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto('/user/properties');
  // The app's own list, once it has replaced the early view (whose links load a new document).
  const homes = page.locator('#root a[href^="/user/property/"]');
  await expect(homes.nth(5)).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => scrollY(page)).toBe(700);

  const index = await firstHomeInView(page);
  expect(index).toBeGreaterThanOrEqual(0);
  await homes.nth(index).click();
  await expect(page).toHaveURL(/\/user\/property\/[0-9a-f-]{36}$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  // Focus is on the new page's heading, not left on the body (a screen reader announces it).
  await expect(title).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/user\/properties/);
  // Where the list was when the home was clicked (the click itself may scroll the card in a little).
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(650);
  expect(await scrollY(page)).toBeLessThanOrEqual(800);

  await page.goForward();
  await expect(title).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await context.close();
});

test('on a phone, checkout opens at its top and the paid booking shows its confirmation', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await createUserViaApi(request, 'Kavya');
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, 'user', person.email, person.password);
  await page.goto('/user/properties');
  const href = await page.locator('a[href^="/user/property/"]').nth(3).getAttribute('href');
  await page.goto(href!);
  // A retry (playwright.config) must not find its own first attempt's booking on that day.
  await chooseMoveIn(page, isoDay(95 + 40 * test.info().retry));
  const book = page.getByRole('button', { name: 'Book', exact: true });
  await book.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(200);
  await book.click();
  await expect(page).toHaveURL(/\/user\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  const pay = page.getByRole('button', { name: /by card/ });
  await pay.scrollIntoViewIfNeeded();
  await pay.click();
  await payInTestCheckout(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInViewport();
  await context.close();
});

test('a guarded page opened signed out comes back after signing in; a foreign redirect does not', async ({
  browser,
  page,
}) => {
  await page.goto('/user/bookings');
  await expect(page).toHaveURL(/\/user\/login\?redirect=\/user\/bookings$/);
  await page.getByLabel('Email').fill(DEMO.user.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/bookings$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Another site, written either way, is never followed: the person lands at home.
  for (const target of ['//evil.example/x', 'https://evil.example/x']) {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/user/login?redirect=${encodeURIComponent(target)}`);
    await visitor.getByLabel('Email').fill(DEMO.user.email);
    await visitor.getByLabel('Password', { exact: true }).fill(DEMO.user.password);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(visitor).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/user\/home$/);
    await context.close();
  }
});

test('the keyboard: a skip link first, a focus ring seen on the hero, and login in reading order', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Dream Home' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The next stop is the hero's first button, with a white ring on the hero's blue.
  await page.keyboard.press('Tab');
  const findHome = page.getByRole('link', { name: 'Find Your Home' });
  await expect(findHome).toBeFocused();
  // Read once the button's colour transition (which carries the outline's colour) has run.
  const ring = () =>
    findHome.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, color: style.outlineColor, width: style.outlineWidth };
    });
  await expect.poll(ring).toEqual({ style: 'solid', color: 'rgb(255, 255, 255)', width: '2px' });

  await page.goto('/user/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
});

test('on a phone, a long last message neither widens the chat list nor hides the owner’s time and count', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A retry's tenant is someone new: the owner's list still holds the first attempt's row.
  const firstName = test.info().retry ? 'Vihaan' : 'Ishaan';
  const person = await createUserViaApi(request, firstName);
  const tenantContext = await browser.newContext({ viewport: PHONE });
  const tenant = await tenantContext.newPage();
  await signIn(tenant, 'user', person.email, person.password);
  await openHomeOf(tenant);
  await tenant.getByRole('link', { name: 'Message the owner' }).click();
  const long =
    'Hello, I would like to know whether the flat is still free from the first of next month, ' +
    'whether pets are allowed, and whether the parking spot is covered: ' +
    'https://example.com/a-very-long-address-without-any-spaces-in-it-at-all-whatsoever';
  const box = tenant.getByLabel('Message Priya Varghese');
  await box.fill(long);
  await box.press('Enter');
  await expect(
    tenant
      .getByRole('log', { name: 'Messages with Priya Varghese' })
      .getByRole('img', { name: 'Sent' }),
  ).toBeVisible();

  await tenant.goto('/user/chat');
  await expect(tenant.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(tenant.getByRole('link', { name: /^Priya Varghese, / })).toBeVisible();
  expect(await tenant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expect(tenant.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 });

  const ownerContext = await browser.newContext({ viewport: PHONE });
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner', DEMO.owner.email, DEMO.owner.password);
  await owner.goto('/owner/chat');
  const row = owner.getByRole('link', { name: new RegExp(`^${firstName} Iyer, .*1 unread$`) });
  await expect(row).toBeVisible();
  await expect(row.locator('time')).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('1 unread', { exact: true })).toBeInViewport({ ratio: 1 });
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await tenantContext.close();
  await ownerContext.close();
});
