import { expect, test } from '@playwright/test';
import {
  createUserViaApi,
  DEMO,
  expectToast,
  newSession,
  readCodeFromOutbox,
  signIn,
  uniqueEmail,
} from './support';

test('a user signs up, enters the mailed code, is signed in at once, sees their first name and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('meera');
  const password = 'Monsoon rains over Kochi';
  await page.goto('/user/signup');
  await page.getByLabel('Name').fill('Meera Pillai');
  await page.getByLabel('Email').fill(email);
  // A common password is called out as it is typed, and refused by the server.
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await expect(page.getByTestId('password-strength')).toContainText('too common');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByTestId('password-strength')).toContainText(/Strength: (Good|Strong)/);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/user\/verify-otp\?.*registration=/);
  const code = await readCodeFromOutbox(email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Incorrect or expired code').first()).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Signed in on the right code: no second log-in, and the stale red toast is gone.
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByTestId('header-first-name')).toHaveText('Meera');
  await expect(page.getByText('Incorrect or expired code')).toHaveCount(0);

  await page.getByTestId('header-first-name').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out successfully!');
  await expect(page).toHaveURL(/\/$/);

  // The password chosen at sign-up is the one that signs in.
  await page.goto('/user/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/home$/);
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
  request,
}) => {
  // A person of its own: the demo tenants stay usable for the specs that follow.
  const person = await createUserViaApi(request, 'Kiran');
  await signIn(page, 'user', person.email, person.password);
  await expect(page.getByTestId('header-first-name')).toHaveText(person.firstName);

  const admin = await newSession(browser);
  await signIn(admin.page, 'admin', DEMO.admin.email, DEMO.admin.password);
  await admin.page.goto('/admin/users');
  await admin.page.getByPlaceholder('Search by name, email or phone').fill(person.email);
  const row = admin.page
    .getByRole('row', { name: new RegExp(person.email.replace(/[.]/g, '\\.')) })
    .or(admin.page.locator('li', { hasText: person.email }));
  await row.getByRole('button', { name: 'Block' }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expectToast(admin.page, /blocked/i);
  await admin.context.close();

  // Whichever comes first logs the user out: the live connection (the block closes it, and its
  // reconnect about a second later is refused) or the user's next call (moving to another page
  // runs the status check). The admin's first toast loads the toasts' code, so either may win.
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  await about.click({ timeout: 2_000 }).catch(() => undefined);
  await expectToast(page, 'You are currently blocked');
  await expect(page).toHaveURL(/\/user\/login/);
});
