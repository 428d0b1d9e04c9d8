import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, bearer, ok, OWNER_PASSWORD, ownerWithHome } from './owner-with-earnings';
import { createUserViaApi, expectToast, payInTestCheckout, signIn } from './support';

/**
 * Issue 25: a three-month stay lived through in Chromium with the server's test clock. The tenant
 * books (checkout charges the deposit and month 1), pays month 2 by card when it falls due, turns
 * on autopay so month 3 is taken from the wallet on its due date, downloads a rent receipt; the
 * stay ends, the owner proposes one deduction from the deposit and the tenant accepts it.
 *
 * Each attempt has its own owner, home and tenant, so a retry never meets the first try's stay.
 */

const DAY = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** `day` plus whole months, on a day of the month every month has (the move-in is ≤ 28th). */
const addMonths = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return dayOf(date);
};
const daysFromToday = (day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dayOf(new Date())}T00:00:00Z`)) / DAY);

/** Moves the server's clock `offsetDays` from today and runs every job then due. */
const moveClock = async (request: APIRequestContext, offsetDays: number) => {
  expect((await request.post('/api/test/clock', { data: { offsetDays } })).ok()).toBe(true);
};

/** A signed-in page's session follows the server's clock: sign in again after each move. */
const signInAgain = async (page: Page, role: 'user' | 'owner', email: string, password: string) => {
  await page.context().clearCookies();
  await page.goto('/');
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, role, email, password);
};

test.afterEach(async ({ request }) => {
  await moveClock(request, 0);
});

test('a three-month stay: book, pay month 2 by card, autopay month 3, a receipt, the deposit settled', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await moveClock(request, 0);
  const owner = await ownerWithHome(request, {
    emailPrefix: 'long-stay-owner',
    title: 'Long stay flat by the backwaters',
  });
  const tenant = await createUserViaApi(request, 'Nila');

  // A move-in a few days ahead, on a day of the month that every month has.
  let start = new Date(Date.now() + 4 * DAY);
  while (start.getUTCDate() > 28) start = new Date(start.getTime() + DAY);
  const moveIn = dayOf(start);
  const month2Due = addMonths(moveIn, 1);
  const month3Due = addMonths(moveIn, 2);
  const stayEnd = addMonths(moveIn, 3);

  // 1. Book three months: checkout charges the deposit and month 1 (₹36,000 + ₹18,000).
  await signIn(page, 'user', tenant.email, tenant.password);
  await page.goto(`/user/property/${owner.propertyId}`);
  const cell = page.locator(`[data-day="${moveIn}"]`);
  for (let step = 0; step < 3 && !(await cell.isVisible()); step += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await cell.click();
  await page.getByLabel('Months', { exact: true }).selectOption('3');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/checkout$/);
  await expect(page.getByText('Due now').first()).toBeVisible();
  await expect(page.getByText('₹54,000').first()).toBeVisible();
  await page.getByRole('button', { name: /by card/ }).click();
  await payInTestCheckout(page);
  await expectToast(page, 'Booking confirmed');
  await page.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(/\/user\/bookings\/[0-9a-f-]+$/);
  const bookingPath = new URL(page.url()).pathname;
  const bookingId = bookingPath.split('/').pop()!;
  const payments = page.getByRole('list', { name: 'Monthly payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(3);

  // 2. A day before month 2 is due, the tenant pays it by card.
  await moveClock(request, daysFromToday(month2Due) - 1);
  await signInAgain(page, 'user', tenant.email, tenant.password);
  await page.goto(bookingPath);
  await page.getByRole('button', { name: /^Pay month 2,/ }).click();
  await page
    .getByRole('dialog', { name: 'Pay month 2' })
    .getByRole('button', { name: 'Pay by card' })
    .click();
  await payInTestCheckout(page);
  await expect(
    payments.getByRole('listitem').nth(1).getByText('Paid', { exact: true }),
  ).toBeVisible();

  // 3. Autopay on, and money in the wallet (a top-up by the test card, through the API).
  await page.getByRole('switch', { name: 'Autopay from wallet' }).click();
  await expect(page.getByRole('switch', { name: 'Autopay from wallet' })).toBeChecked();
  const session = await apiSignIn(request, 'user', tenant.email, tenant.password);
  const topUp = await ok<{ order: { orderId: string } }>(
    await request.post('/api/user/wallet/top-up', {
      headers: bearer(session.token),
      data: { amount: 2_000_000 },
    }),
  );
  const paid = await ok<Record<string, string>>(
    await request.post(`/api/payments/test-checkout/${topUp.order.orderId}/pay`, {
      headers: bearer(session.token),
    }),
  );
  await ok(
    await request.post('/api/user/razorpay/verify', { headers: bearer(session.token), data: paid }),
  );

  // 4. Month 3's due date: autopay takes it from the wallet.
  await moveClock(request, daysFromToday(month3Due) + 1);
  await signInAgain(page, 'user', tenant.email, tenant.password);
  await page.goto(bookingPath);
  await expect(
    payments.getByRole('listitem').nth(2).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await expect(payments.getByRole('listitem').nth(2)).toContainText('Nestly wallet');

  // 5. A rent receipt for month 2, as a PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the receipt for month 2' }).click();
  const receipt = await downloading;
  expect(receipt.suggestedFilename()).toMatch(/rent-receipt-NST-\d{4}-\d{2}-\d+\.pdf$/);
  const bytes = await readFile((await receipt.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // 6. The stay ends; the owner proposes one deduction from the ₹36,000 deposit.
  await moveClock(request, daysFromToday(stayEnd) + 1);
  await signInAgain(page, 'owner', owner.email, OWNER_PASSWORD);
  await page.goto(`/owner/bookings/${bookingId}`);
  await expect(page.getByText('Your proposal needed')).toBeVisible();
  await page.getByRole('button', { name: 'Add a deduction' }).click();
  await page.getByLabel('Reason 1').fill('Broken kitchen cabinet hinge');
  await page.getByLabel('Amount 1 (₹)').fill('1500');
  await page.getByRole('button', { name: 'Send the proposal' }).click();
  await page
    .getByRole('alertdialog', { name: 'Send the proposal?' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(page.getByText('Awaiting the guest')).toBeVisible();

  // 7. The tenant accepts: ₹34,500 back to the wallet, the deposit settled.
  await signInAgain(page, 'user', tenant.email, tenant.password);
  await page.goto(bookingPath);
  await expect(page.getByText('Broken kitchen cabinet hinge')).toBeVisible();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Accept the deductions?' });
  await confirm.getByRole('button', { name: /Accept/ }).click();
  await expect(page.getByText('Settled', { exact: true }).first()).toBeVisible();
});
