import { expect, test, type Page } from '@playwright/test';
import {
  bookByCard,
  resetClock,
  ownerWithHome,
  OWNER_PASSWORD as PASSWORD,
} from './owner-with-earnings';
import { DEMO, signIn } from './support';

/**
 * Issue 11: a new owner's home is booked (rent and an add-on, paid by card); the owner's dashboard
 * shows this month's earnings equal to the wallet's credit, and the admin's commission this month
 * grows by exactly 10 % of the rent and add-ons booked.
 */
/** `₹3,900` or `₹3,900.50` → paise. */
const paise = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The figure a dashboard card shows under its label. */
const figure = async (page: Page, label: string) =>
  paise(
    (await page
      .getByText(label, { exact: true })
      .locator('xpath=ancestor-or-self::p[1]/following-sibling::p[1]')
      .textContent())!,
  );

test.afterEach(async ({ request }) => {
  await resetClock(request);
});

test('an owner sees this month’s earnings equal the wallet credit; the admin’s commission grows by 10 % of what was booked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext().then((context) => context.newPage());
  await signIn(admin, 'admin', DEMO.admin.email, DEMO.admin.password);
  await expect(admin.getByText('Commission this month', { exact: true })).toBeVisible();
  const commissionBefore = await figure(admin, 'Commission this month');

  const { email, propertyId } = await ownerWithHome(request);
  // Month 1's rent and add-ons (checkout charges the deposit and month 1).
  const subtotal = await bookByCard(request, propertyId);

  // The owner's wallet shows the credit; the dashboard's "Earnings this month" is the same.
  await signIn(page, 'owner', email, PASSWORD);
  await page.goto('/owner/wallet');
  const credit = page.getByText(/^\+₹[\d,.]+$/).first();
  await expect(credit).toBeVisible();
  const credited = paise((await credit.textContent())!);
  expect(credited).toBe(subtotal - Math.floor(subtotal / 10));
  // Back on today, the day the booking was paid: two days on from a month's last two days (IST) is
  // the next month, whose figures rightly hold none of it.
  await resetClock(request);
  await page.goto('/owner/dashboard');
  await expect(page.getByText('Earnings this month', { exact: true })).toBeVisible();
  expect(await figure(page, 'Earnings this month')).toBe(credited);
  // The chart's table has this month's net too.
  await expect(page.getByRole('table', { name: 'Earnings' })).toContainText(
    (await page
      .getByText('Earnings this month', { exact: true })
      .locator('xpath=ancestor-or-self::p[1]/following-sibling::p[1]')
      .textContent())!,
  );

  // The admin's commission this month grew by 10 % of the rent and add-ons booked.
  await admin.reload();
  await expect(admin.getByText('Commission this month', { exact: true })).toBeVisible();
  await expect
    .poll(() => figure(admin, 'Commission this month'))
    .toBe(commissionBefore + Math.floor(subtotal / 10));
  await expect(admin.getByRole('status')).toContainText('Ledger balanced');
});
