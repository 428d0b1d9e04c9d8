import { expect, test } from '@playwright/test';
import { DEMO, expectToast, newSession, readCodeFromOutbox, signIn, uniqueEmail } from './support';

test('a user signs up, enters the mailed code, signs in, sees their first name and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('meera');
  await page.goto('/user/signup');
  await page.getByLabel('Name').fill('Meera Pillai');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/user\/verify-otp/);
  await page.getByLabel('Code').fill(await readCodeFromOutbox(email));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/user\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByTestId('header-first-name')).toHaveText('Meera');

  await page.getByTestId('header-first-name').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out successfully!');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('route guards', () => {
  for (const [path, login] of [
    ['/user/profile', '/user/login'],
    ['/user/home', '/user/login'],
    ['/owner/dashboard', '/owner/login'],
    ['/owner/profile', '/owner/login'],
    ['/admin/users', '/admin/login'],
    ['/admin/dashboard', '/admin/login'],
  ] as const) {
    test(`a signed-out visit to ${path} goes to ${login}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${login}`));
    });
  }

  test('a signed-in user is sent to their own area from owner and admin pages and from login pages', async ({
    page,
  }) => {
    await signIn(page, 'user', DEMO.user.email, DEMO.user.password);
    await page.goto('/owner/dashboard');
    await expect(page).toHaveURL(/\/user\/home$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/user\/home$/);
    await page.goto('/user/login');
    await expect(page).toHaveURL(/\/user\/home$/);
  });

  test('an admin on user and owner pages is sent to the admin dashboard', async ({ page }) => {
    await signIn(page, 'admin', DEMO.admin.email, DEMO.admin.password);
    await page.goto('/user/profile');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/owner/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('an owner is sent to the owner dashboard from user pages', async ({ page }) => {
    await signIn(page, 'owner', DEMO.owner.email, DEMO.owner.password);
    await page.goto('/user/home');
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
  });
});

test('unknown paths show the 404 page, and Return Home goes to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await page
    .getByRole('button', { name: 'Return Home' })
    .or(page.getByRole('link', { name: 'Return Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Find Your Dream Home' })).toBeVisible();
});

test('an admin blocks a signed-in user, who is logged out with "You are currently blocked"', async ({
  browser,
  page,
}) => {
  await signIn(page, 'user', DEMO.otherUser.email, DEMO.otherUser.password);
  await expect(page.getByTestId('header-first-name')).toHaveText(DEMO.otherUser.firstName);

  const admin = await newSession(browser);
  await signIn(admin.page, 'admin', DEMO.admin.email, DEMO.admin.password);
  await admin.page.goto('/admin/users');
  await admin.page.getByPlaceholder('Search by name, email or phone').fill('rahul');
  const row = admin.page
    .getByRole('row', { name: /rahul@nestly\.local/ })
    .or(admin.page.locator('li', { hasText: 'rahul@nestly.local' }));
  await row.getByRole('button', { name: 'Block' }).click();
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expectToast(admin.page, /blocked/i);
  await admin.context.close();

  // The user's next call (moving to another page runs the status check) logs them out.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expectToast(page, 'You are currently blocked');
  await expect(page).toHaveURL(/\/user\/login/);
});
